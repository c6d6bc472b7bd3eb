/** Quantity words: how many defects. All but 'un' mean several and make the phrase plural. */
import { adj, en, inv, word } from './forms.ts';

export const QUANTITY_WORDS = [
  word('quantity', {
    fr: adj('un', 'des', 'une', 'des'),
    en: en('a', 'some'),
    es: adj('un', 'unos', 'una', 'unas'),
  }),
  word(
    'quantity',
    { fr: inv('quelques'), en: en('a few'), es: adj('algunos', 'algunos', 'algunas', 'algunas') },
    { plural: true },
  ),
  word(
    'quantity',
    { fr: inv('plusieurs'), en: en('several'), es: adj('varios', 'varios', 'varias', 'varias') },
    { plural: true },
  ),
  word(
    'quantity',
    {
      fr: adj('de nombreux', 'de nombreux', 'de nombreuses', 'de nombreuses'),
      en: en('many'),
      es: adj('muchos', 'muchos', 'muchas', 'muchas'),
    },
    { plural: true },
  ),
  word('quantity', { fr: inv('multiples'), en: en('multiple'), es: inv('múltiples') }, { plural: true }),
  word(
    'quantity',
    { fr: inv('quelques rares'), en: en('a very few'), es: adj('escasos', 'escasos', 'escasas', 'escasas') },
    { plural: true },
  ),
];
