/**
 * The costing history's messages: a line count reads in the language's singular or plural ('Chiffrage
 * (1 ligne)', not '(1 lignes)').
 */
import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { historyEn } from '../src/features/history/i18n/en.ts';
import { historyEs } from '../src/features/history/i18n/es.ts';
import { historyFr } from '../src/features/history/i18n/fr.ts';

describe('costing history messages', () => {
  it('count the costing lines in the singular and the plural', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({
      lng: 'fr',
      resources: { fr: { history: historyFr }, en: { history: historyEn }, es: { history: historyEs } },
      interpolation: { escapeValue: false },
    });
    const fr = i18n.getFixedT('fr', 'history');
    expect(fr('costing', { count: 1 })).toBe('Chiffrage (1 ligne)');
    expect(fr('costing', { count: 3 })).toBe('Chiffrage (3 lignes)');
    const en = i18n.getFixedT('en', 'history');
    expect(en('costing', { count: 1 })).toBe('Costing (1 line)');
    expect(en('costing', { count: 2 })).toBe('Costing (2 lines)');
    const es = i18n.getFixedT('es', 'history');
    expect(es('costing', { count: 1 })).toBe('Presupuesto (1 línea)');
    expect(es('costing', { count: 2 })).toBe('Presupuesto (2 líneas)');
  });
});
