/** The route table covers both specs' paths and ranks literal segments before parameters. */
import { describe, expect, it } from 'vitest';
import { matchRoute, ROUTES } from '../src/app/routes.ts';

describe('routes', () => {
  it('matches the spec paths to their names', () => {
    const cases: [string, string][] = [
      ['/', 'login'],
      ['/selection-profil', 'profileSelection'],
      ['/edls/en-cours', 'edlsLocal'],
      ['/nouvel-edl/sortant/simple', 'newEdl'],
      ['/dupliquer-edl/12/entrant/remote', 'duplicateEdl'],
      ['/edl/abc/recapitulatif-convention', 'edlRecapConvention'],
      ['/p/costing/7/tok', 'edlCostingPublic'],
      ['/p/remarques/7/tok', 'edlRemarksPublic'],
      ['/mon-compte/utilisateurs/new', 'newUser'],
      ['/mon-compte/utilisateurs/42', 'user'],
      ['/mon-compte/utilisateurs/42/calibrage', 'userCostingCalibration'],
      ['/mon-compte/groupes-utilisateurs/new', 'newUserGroup'],
      ['/auto-edl/done', 'autoEdlDone'],
    ];
    for (const [path, name] of cases) expect(matchRoute(path)?.route.name, path).toBe(name);
  });

  it('hides the tab bar on login, profile selection and the public costing page only among main routes', () => {
    const hidden = ROUTES.filter((route) => route.tabs === false).map((route) => route.name);
    expect(hidden).toEqual(
      expect.arrayContaining(['login', 'profileSelection', 'edlCostingPublic', 'edlRemarksPublic']),
    );
    expect(matchRoute('/p/costing/7/tok')?.route.public).toBe(true);
    expect(matchRoute('/p/remarques/7/tok')?.route.public).toBe(true);
    expect(matchRoute('/costing/7')?.route.public).toBeUndefined();
  });
});
