/**
 * Catalogue names in the three interface languages. Reports store French names (the catalogue's
 * keys); the app and the PDF translate them at display time, so a report shown in another locale
 * needs no rewrite. Anything without a label (a name typed by the user) stays in French.
 */
import type { Locale } from '../report/model.ts';
import { CHOICE_LABELS } from './labels/choices.ts';
import { ENTRY_LABELS } from './labels/entries.ts';
import { MATERIAL_LABELS } from './labels/materials.ts';
import { ROOM_LABELS } from './labels/rooms.ts';
import type { LabelPair } from './labels/types.ts';

/** Every catalogue label, keyed by the French name: [English, Spanish]. */
export const CATALOGUE_LABELS: Readonly<Record<string, LabelPair>> = {
  ...MATERIAL_LABELS,
  ...CHOICE_LABELS,
  ...ENTRY_LABELS,
  ...ROOM_LABELS,
};

/** The exact label of a French catalogue name, or undefined when there is none. */
export function catalogueLabel(frName: string, locale: Locale): string | undefined {
  if (locale === 'fr') return frName;
  const pair = Object.hasOwn(CATALOGUE_LABELS, frName) ? CATALOGUE_LABELS[frName] : undefined;
  return pair?.[locale === 'en' ? 0 : 1];
}

/**
 * A catalogue name in `locale`, falling back to French. Numbered names ('Chambre 2') and template
 * names ('Salon (détaillé)') are translated part by part.
 */
export function translateCatalogue(frName: string, locale: Locale): string {
  const name = frName.trim();
  const exact = catalogueLabel(name, locale);
  if (exact !== undefined) return exact;
  const numbered = /^(.*\S)\s+(\d+)$/.exec(name);
  if (numbered?.[1] && numbered[2]) {
    const base = catalogueLabel(numbered[1], locale);
    if (base !== undefined) return `${base} ${numbered[2]}`;
  }
  const suffixed = /^(.*\S)\s+(\([^()]+\))$/.exec(name);
  if (suffixed?.[1] && suffixed[2]) {
    const base = catalogueLabel(suffixed[1], locale);
    const suffix = catalogueLabel(suffixed[2], locale);
    if (base !== undefined && suffix !== undefined) return `${base} ${suffix}`;
  }
  return frName;
}
