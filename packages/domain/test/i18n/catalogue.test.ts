import { describe, expect, it } from 'vitest';
import {
  CATALOGUE_LABELS,
  LOCALES,
  OBSERVATION_WORDS,
  ROOMS,
  catalogueLabel,
  catalogueNames,
  translateCatalogue,
} from '../../src/index.ts';

describe('catalogue labels are complete in fr, en and es', () => {
  it.each(['en', 'es'] as const)('every catalogue name has a non-empty %s label', (locale) => {
    const missing = catalogueNames().filter((name) => !catalogueLabel(name, locale)?.trim());
    expect(missing).toEqual([]);
  });

  it('every vocabulary word has singular and plural forms in every language', () => {
    const missing: string[] = [];
    for (const word of OBSERVATION_WORDS) {
      for (const locale of LOCALES) {
        const forms = word.forms[locale];
        if (forms.length === 0 || forms.some((form) => !form.singular.trim() || !form.plural.trim())) {
          missing.push(`${word.kind} ${word.id} (${locale})`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('labels no name that the catalogue does not have (no stale labels)', () => {
    const names = new Set(catalogueNames());
    expect(Object.keys(CATALOGUE_LABELS).filter((name) => !names.has(name))).toEqual([]);
  });
});

describe('translateCatalogue', () => {
  it('translates by the French name', () => {
    expect(translateCatalogue('Murs', 'en')).toBe('Walls');
    expect(translateCatalogue('Murs', 'es')).toBe('Paredes');
    expect(translateCatalogue('Murs', 'fr')).toBe('Murs');
    expect(translateCatalogue('Propre', 'en')).toBe('Clean');
    expect(translateCatalogue('Réparer', 'es')).toBe('Reparar');
    expect(translateCatalogue('Revêtement', 'en')).toBe('Coating');
    expect(ROOMS.map((room) => translateCatalogue(room.name, 'en'))).toContain('Bathroom');
  });

  it('translates numbered and template names part by part', () => {
    expect(translateCatalogue('Chambre 2', 'en')).toBe('Bedroom 2');
    expect(translateCatalogue('Salon (détaillé)', 'es')).toBe('Salón (detallado)');
    expect(translateCatalogue('Salle de bain (simplifié)', 'en')).toBe('Bathroom (simplified)');
    expect(translateCatalogue('Kit Alur T1', 'en')).toBe('Alur kit T1');
  });

  it('falls back to French for anything unknown', () => {
    expect(translateCatalogue('Cheminée', 'en')).toBe('Cheminée');
    expect(translateCatalogue('Cheminée 2', 'es')).toBe('Cheminée 2');
    expect(translateCatalogue('Cheminée (détaillé)', 'en')).toBe('Cheminée (détaillé)');
    expect(translateCatalogue('constructor', 'en')).toBe('constructor');
    expect(catalogueLabel('toString', 'es')).toBeUndefined();
  });
});
