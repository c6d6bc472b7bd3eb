/**
 * French print typography of the documents. The catalogue keeps its names
 * as reports store them ('Etat usage', 'Electricité', "Porte d'entrée"): they are keys, never
 * rewritten. What a French document prints takes its capital accents ('État d’usage',
 * 'Électricité') and one apostrophe, the typographic ’, everywhere the document writes the words:
 * its labels, the catalogue's names and values, the statutory notice. What the parties typed
 * (observations, comments, addresses) is printed as they typed it.
 */
import { translateCatalogue, type Locale } from '@constat/domain';

/** Catalogue values whose French print differs by more than an accent. */
const FRENCH_PRINT: Readonly<Record<string, string>> = { 'Etat usage': 'État d’usage' };

/** Words the catalogue writes with an unaccented capital: 'Etat' -> 'État'. */
const CAPITAL_ACCENTS =
  /(?<!\p{L})E(?=(?:tats?|quipements?|lectri\p{L}*|tag[eè]res?|clairages?|tendoirs?|nergie|viers?|tanches?)(?!\p{L}))/gu;

/** A French text with typographic apostrophes and the catalogue's capitals accented. */
export function frenchPrint(text: string): string {
  return (FRENCH_PRINT[text] ?? text).replace(CAPITAL_ACCENTS, 'É').replace(/'/g, '’');
}

/** A catalogue name or value as the document prints it in `locale`. */
export function printName(frName: string, locale: Locale): string {
  const name = translateCatalogue(frName, locale);
  return locale === 'fr' ? frenchPrint(name) : name.replace(/'/g, '’');
}

/** A fixed text of the document (a label, the statutory notice) in `locale`, with one apostrophe. */
export function printText(text: string): string {
  return text.replace(/'/g, '’');
}

/** 'Nombre : 2' in French, 'Count: 2' in English and Spanish. */
export function labelled(label: string, value: string, locale: Locale): string {
  return `${label}${locale === 'fr' ? ' : ' : ': '}${value}`;
}
