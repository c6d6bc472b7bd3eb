/**
 * The tenant's progress on the device (features/self-service/progress.ts) and where it routes
 * (useTenantFlow's flowRoute, over the domain's selfServiceRoute).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { initialSelfServiceState, type Module } from '@constat/domain';
import { installMemoryStorage } from './setup.ts';

installMemoryStorage();
const { readBasePhotos, readBaseRate, readProgress, writeBase, writeProgress } =
  await import('../src/features/self-service/progress.ts');
const { flowRoute } = await import('../src/features/self-service/useTenantFlow.ts');

const mine = {
  id: 1,
  baseReportId: 300,
  profileId: 7,
  preData: { etage: '2', numAppart: '21' },
  email: 'tenant@example.org',
  date: 0,
  done: false,
  result: null,
};

describe('self-service progress on the device', () => {
  beforeEach(() => localStorage.clear());

  it('starts empty, is kept per tenant, and survives a damaged entry', () => {
    expect(readProgress(5)).toEqual(initialSelfServiceState());
    writeProgress(5, { ...initialSelfServiceState(), locale: 'es', id: 123 });
    expect(readProgress(5)).toMatchObject({ locale: 'es', id: 123 });
    expect(readProgress(6).locale).toBeNull();
    localStorage.setItem('autoEdl:5', '{not json');
    expect(readProgress(5)).toEqual(initialSelfServiceState());
  });

  it('keeps the rates and photos as received, by element', () => {
    const edl: Module[] = [
      {
        id: 3,
        name: 'Entrée',
        opened: false,
        entry: [
          { id: 1, name: 'Photos', opened: false, rate: { photo: [{ _ref: 'ref:1:a', _context: '3.2' }] } },
          { id: 2, name: 'Murs', opened: false, rate: { condition: 'Bon état' } },
        ],
      },
    ];
    writeBase(5, edl);
    expect(readBaseRate(5, '3.2')).toEqual({ condition: 'Bon état' });
    expect(readBaseRate(5, '3.9')).toBeNull();
    expect([...readBasePhotos(5)]).toEqual(['ref:1:a']);
  });
});

describe('self-service routing by progress', () => {
  const at = (change: Partial<ReturnType<typeof initialSelfServiceState>>) => ({
    ...initialSelfServiceState(),
    ...change,
  });

  it('language, info, inspection, recap, signature, done', () => {
    expect(flowRoute(at({}), mine)).toBe('autoEdlLang');
    expect(flowRoute(at({ locale: 'fr' }), mine)).toBe('autoEdlInfo');
    expect(flowRoute(at({ locale: 'fr', id: 1 }), mine)).toBe('autoEdl');
    expect(flowRoute(at({ locale: 'fr', id: 1, recap: true }), mine)).toBe('autoEdlRecap');
    expect(flowRoute(at({ locale: 'fr', id: 1, recap: true, signature: true }), mine)).toBe(
      'autoEdlSignature',
    );
    expect(flowRoute(at({ locale: 'fr', id: 1, done: true }), mine)).toBe('autoEdlDone');
  });

  it('an invitation the server says is done is done on any device, once a language is chosen', () => {
    expect(flowRoute(at({ locale: 'en' }), { ...mine, done: true })).toBe('autoEdlDone');
    expect(flowRoute(at({}), { ...mine, done: true })).toBe('autoEdlLang');
  });
});
