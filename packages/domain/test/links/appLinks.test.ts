import { describe, expect, it } from 'vitest';
import { appLink } from '../../src/links/appLinks.ts';

describe('appLink', () => {
  it('opens the hash route under the app address, with or without a trailing slash or a folder', () => {
    expect(appLink('http://localhost:3000', 'selfService')).toBe('http://localhost:3000/#/auto-edl');
    expect(appLink('https://constat.example/', 'login')).toBe('https://constat.example/#/');
    expect(appLink('https://exemple.fr/constat//', 'selfService')).toBe(
      'https://exemple.fr/constat/#/auto-edl',
    );
  });

  it('fills and encodes the parameters', () => {
    expect(appLink('https://constat.example', 'publicCosting', { edlId: 12, publicToken: 'a/b+c' })).toBe(
      'https://constat.example/#/p/costing/12/a%2Fb%2Bc',
    );
    expect(appLink('https://constat.example', 'tenantRemarks', { edlId: 3, token: 'xyz' })).toBe(
      'https://constat.example/#/p/remarques/3/xyz',
    );
  });

  it('refuses a missing parameter', () => {
    expect(() => appLink('https://constat.example', 'publicCosting', { edlId: 12 })).toThrow(/publicToken/);
  });
});
