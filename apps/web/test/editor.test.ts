/**
 * The editor's own logic outside the browser: its French messages keep the spec's wording (the same
 * text as the domain's), and the selection survives a deleted element and a reload.
 */
import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { createReport, customValuePrompt, deleteElement, RENOVATION_CONFIRMATION } from '@constat/domain';
import { editorEn } from '../src/features/editor/i18n/en.ts';
import { editorEs } from '../src/features/editor/i18n/es.ts';
import { editorFr } from '../src/features/editor/i18n/fr.ts';
import {
  parentPath,
  readStoredSelection,
  resolveSelection,
  samePath,
  storeSelection,
} from '../src/features/editor/selection.ts';

function keys(messages: object, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keys(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

describe('editor messages', () => {
  it("keep the spec's wording in French", async () => {
    await i18next.init({
      lng: 'fr',
      resources: { fr: { editor: editorFr } },
      interpolation: { escapeValue: false },
    });
    const t = i18next.getFixedT('fr', 'editor');
    expect(t('customValue.prompt', { label: 'Couleur' })).toBe(customValuePrompt('Couleur'));
    expect(editorFr.renovation.message).toBe(RENOVATION_CONFIRMATION);
    expect(editorFr.backToInfo).toBe('Modifier les infos');
    expect(editorFr.comment.label).toBe('Commentaire général');
    expect(editorFr.submit).toBe('Signer et clôturer cet EDL');
    expect(editorFr.observation.quick).toBe('Observation rapide');
    expect(editorFr.quick.title).toBe('Observations rapides');
    expect(editorFr.quick.add).toBe('AJOUTER');
    expect(editorFr.costing.toQuote).toBe('À la charge du locataire');
    expect(editorFr.costing.preQuote).toBe('Pré-chiffrer');
    expect(editorFr.renovation.button).toBe('Rénovation');
    expect(editorFr.photos.editor.title).toBe('Edition du media');
    expect(editorFr.photos.editor.undo).toBe('Corriger');
    expect(editorFr.photos.editor.restart).toBe('Recommencer');
    expect(editorFr.photos.editor.save).toBe('Enregistrer');
    expect(editorFr.photos.editor.cancel).toBe('Annuler');
  });
  it('exist in English and Spanish for every French key', () => {
    expect(keys(editorEn)).toEqual(keys(editorFr));
    expect(keys(editorEs)).toEqual(keys(editorFr));
  });
});

describe('editor selection', () => {
  const report = createReport({
    edlIO: 'Entrant',
    template: 'default',
    now: 1,
    info: {
      bien: {
        genre: 'Appartement',
        typeLogement: 'T2',
        etat: null,
        meuble: 'non',
        presenceCave: 'non',
        presenceParking: 'non',
        presenceGrenier: 'non',
        mandataire: 'A',
        addr: 'a',
        codePostal: '1',
        ville: 'v',
        etage: '1',
        numAppart: '1',
      },
      owner: { proprietaireNom: null },
      renter: { name: 'R', represented: false },
      nbRenters: 1,
      nbExtraEmails: 0,
    },
  });
  const salon = report.edl.find((m) => m.name === 'Salon');
  const porte = salon?.entry.find((e) => e.name === 'Porte');

  it('resolves the selected elements and drops the levels that no longer exist', () => {
    const path = { moduleId: salon?.id ?? 0, entryId: porte?.id, subEntryId: 1 };
    const selected = resolveSelection(report.edl, path);
    expect(selected.subEntry?.name).toBe('Ouvrant');
    const deleted = deleteElement(report, { moduleId: path.moduleId, entryId: path.entryId });
    if (!deleted.ok) throw new Error(deleted.message);
    expect(resolveSelection(deleted.report.edl, path)).toEqual({
      path: { moduleId: path.moduleId },
      module: deleted.report.edl.find((m) => m.id === path.moduleId),
    });
    expect(resolveSelection(report.edl, { moduleId: 999 })).toEqual({ path: null });
    expect(resolveSelection(report.edl, null)).toEqual({ path: null });
  });
  it('goes one level up, and compares paths', () => {
    expect(parentPath({ moduleId: 1, entryId: 2, subEntryId: 3 })).toEqual({ moduleId: 1, entryId: 2 });
    expect(parentPath({ moduleId: 1, entryId: 2 })).toEqual({ moduleId: 1 });
    expect(parentPath({ moduleId: 1 })).toBeNull();
    expect(parentPath(null)).toBeNull();
    expect(samePath({ moduleId: 1, entryId: 2 }, { moduleId: 1, entryId: 2 })).toBe(true);
    expect(samePath({ moduleId: 1 }, null)).toBe(false);
  });
  it('is kept per report in sessionStorage, and bad data reads as none', () => {
    const store = new Map<string, string>();
    Object.defineProperty(globalThis, 'sessionStorage', {
      configurable: true,
      value: {
        getItem: (key: string) => store.get(key) ?? null,
        setItem: (key: string, value: string) => store.set(key, value),
        removeItem: (key: string) => store.delete(key),
      },
    });
    storeSelection(7, { moduleId: 3, entryId: 4 });
    expect(readStoredSelection(7)).toEqual({ moduleId: 3, entryId: 4, subEntryId: undefined });
    expect(readStoredSelection(8)).toBeNull();
    store.set('editor-selection:9', '{not json');
    expect(readStoredSelection(9)).toBeNull();
    store.set('editor-selection:9', '{"moduleId":"x"}');
    expect(readStoredSelection(9)).toBeNull();
    storeSelection(7, null);
    expect(readStoredSelection(7)).toBeNull();
  });
});
