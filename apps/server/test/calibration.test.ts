import { calibratedUnitCost, CALIBRATION_DUPLICATE_MESSAGE, type CalibrationElement } from '@constat/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, login, startTestServer, type TestServer } from './harness.ts';

let server: TestServer;
let superAdmin: Record<string, string>;
type Headers = Record<string, string>;
type Method = 'POST' | 'PATCH' | 'GET' | 'DELETE';
const call = (method: Method, url: string, headers: Headers, payload?: object) =>
  server.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

const paint = (unitCost: number | null, nature = 'Peinture') => ({
  reference: 'Murs',
  name: null,
  custom: false,
  type: 'coating',
  nature,
  action: 'repair',
  unitCost,
  taxRate: 2000,
});

async function user(
  login_: string,
  groupId: number | null,
  admin = false,
): Promise<{ id: number; h: Headers }> {
  const password = `${login_}-password-long`;
  const created = await call('POST', '/api/user', superAdmin, {
    login: login_,
    email: `${login_}@agence.fr`,
    groupId,
    admin,
    password,
  });
  expect(created.statusCode).toBe(201);
  return {
    id: created.json().id,
    h: bearer((await login(server.app, { username: login_, password })).token),
  };
}

let parent: number;
let child: number;
let other: number;
let parentAdmin: { id: number; h: Headers };
let childAdmin: { id: number; h: Headers };
let member: { id: number; h: Headers };
let stranger: { id: number; h: Headers };

beforeAll(async () => {
  server = await startTestServer();
  superAdmin = bearer((await login(server.app)).token);
  parent = (await call('POST', '/api/user-group', superAdmin, { name: 'Réseau' })).json().id;
  child = (await call('POST', '/api/user-group', superAdmin, { name: 'Agence', parentId: parent })).json().id;
  other = (await call('POST', '/api/user-group', superAdmin, { name: 'Concurrent' })).json().id;
  parentAdmin = await user('chef.reseau', parent, true);
  childAdmin = await user('chef.agence', child, true);
  member = await user('agent', child);
  stranger = await user('autre', other);
});
afterAll(() => server.close());

const cost = (items: CalibrationElement[], nature = 'Peinture', action: 'repair' | 'clean' = 'repair') =>
  calibratedUnitCost(items, { element: 'Murs', nature, action });

describe('calibration cascade', () => {
  it('serves the config to a signed-in user only', async () => {
    const config = await call('GET', '/api/calibration/config', member.h);
    expect(config.statusCode).toBe(200);
    expect(config.json().elements['Murs'].natures).toContain('Peinture');
    expect((await call('GET', '/api/calibration/config', {})).statusCode).toBe(401);
  });

  it('user override beats group beats parent group; a deleted override falls back', async () => {
    expect(
      (await call('POST', `/api/calibration/group/${parent}`, parentAdmin.h, paint(1500))).statusCode,
    ).toBe(201);
    let items: CalibrationElement[] = (
      await call('GET', `/api/calibration/user/${member.id}`, member.h)
    ).json();
    expect(cost(items)).toBe(1500);
    expect(items[0]?.parent?.unitCost).toBe(1500);

    expect(
      (await call('POST', `/api/calibration/group/${child}`, childAdmin.h, paint(2000))).statusCode,
    ).toBe(201);
    items = (await call('GET', `/api/calibration/user/${member.id}`, member.h)).json();
    expect(cost(items)).toBe(2000);

    const own = await call('POST', `/api/calibration/user/${member.id}`, member.h, paint(2500));
    expect(own.statusCode).toBe(201);
    expect(own.json()).toMatchObject({
      user: { unitCost: 2500 },
      group: { unitCost: 2000 },
      parent: { unitCost: 1500 },
    });
    items = (await call('GET', `/api/calibration/user/${member.id}`, member.h)).json();
    expect(items).toHaveLength(1);
    expect(cost(items)).toBe(2500);

    expect((await call('DELETE', `/api/calibration/${own.json().user.id}`, member.h)).statusCode).toBe(204);
    items = (await call('GET', `/api/calibration/user/${member.id}`, member.h)).json();
    expect(cost(items)).toBe(2000);
  });

  it('walks the lookup order: nature+action, all+action, nature+all, all+all', async () => {
    const url = `/api/calibration/user/${stranger.id}`;
    const add = (nature: string, action: string, unitCost: number) =>
      call('POST', url, stranger.h, { ...paint(unitCost, nature), action });
    await add('all', 'all', 100);
    let items: CalibrationElement[] = (await call('GET', url, stranger.h)).json();
    expect(cost(items)).toBe(100);
    await add('Peinture', 'all', 200);
    items = (await call('GET', url, stranger.h)).json();
    expect(cost(items)).toBe(200);
    await add('all', 'repair', 300);
    items = (await call('GET', url, stranger.h)).json();
    expect(cost(items)).toBe(300);
    await add('Peinture', 'repair', 400);
    items = (await call('GET', url, stranger.h)).json();
    expect(cost(items)).toBe(400);
    expect(cost(items, 'Papier peint', 'clean')).toBe(100);
  });

  it('a line without unit cost gives no cost', async () => {
    const url = `/api/calibration/user/${stranger.id}`;
    const line = { ...paint(null, 'Crépi'), action: 'clean' };
    expect((await call('POST', url, stranger.h, line)).statusCode).toBe(201);
    const items: CalibrationElement[] = (await call('GET', url, stranger.h)).json();
    expect(cost(items, 'Crépi', 'clean')).toBeNull();
  });

  it('refuses duplicates, also through an edit, and saves nothing', async () => {
    const url = `/api/calibration/user/${stranger.id}`;
    const again = await call('POST', url, stranger.h, paint(999));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(CALIBRATION_DUPLICATE_MESSAGE);
    const custom = { reference: null, custom: true, type: 'equipment', action: 'replace', unitCost: 5000 };
    const first = await call('POST', url, stranger.h, { ...custom, name: 'Volet roulant' });
    expect(first.statusCode).toBe(201);
    expect((await call('POST', url, stranger.h, { ...custom, name: ' volet ROULANT ' })).statusCode).toBe(
      409,
    );
    const second = await call('POST', url, stranger.h, { ...custom, name: 'Store' });
    const renamed = await call('PATCH', `/api/calibration/${second.json().user.id}`, stranger.h, {
      name: 'volet roulant',
    });
    expect(renamed.statusCode).toBe(409);
    const items: CalibrationElement[] = (await call('GET', url, stranger.h)).json();
    expect(items.filter((item) => item.custom).map((item) => item.name)).toEqual(['Volet roulant', 'Store']);
  });

  it('validates the line: nature only for a coating of the catalogue, complete lines only', async () => {
    const url = `/api/calibration/user/${stranger.id}`;
    expect((await call('POST', url, stranger.h, paint(1, 'Marbre rose'))).statusCode).toBe(400);
    expect((await call('POST', url, stranger.h, { ...paint(1), reference: 'Inconnu' })).statusCode).toBe(400);
    expect((await call('POST', url, stranger.h, { ...paint(1), custom: true, name: ' ' })).statusCode).toBe(
      400,
    );
    expect((await call('POST', url, stranger.h, { ...paint(1), unitCost: -1 })).statusCode).toBe(400);
  });

  it('edits a field as an update', async () => {
    const url = `/api/calibration/user/${stranger.id}`;
    const [line] = (await call('GET', url, stranger.h)).json() as CalibrationElement[];
    const patched = await call('PATCH', `/api/calibration/${line?.user?.id}`, stranger.h, {
      unitCost: 12345,
      taxRate: 1000,
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().user).toMatchObject({ unitCost: 12345, taxRate: 1000 });
  });
});

describe('calibration permissions', () => {
  it('a member cannot edit or delete group lines, nor read the group calibration', async () => {
    const [line] = (
      await call('GET', `/api/calibration/user/${member.id}`, member.h)
    ).json() as CalibrationElement[];
    const groupLine = line?.group?.id;
    expect((await call('PATCH', `/api/calibration/${groupLine}`, member.h, { unitCost: 1 })).statusCode).toBe(
      403,
    );
    expect((await call('DELETE', `/api/calibration/${groupLine}`, member.h)).statusCode).toBe(403);
    expect((await call('GET', `/api/calibration/group/${child}`, member.h)).statusCode).toBe(404);
    expect(
      (await call('POST', `/api/calibration/group/${child}`, member.h, paint(1, 'all'))).statusCode,
    ).toBe(404);
  });

  it('a sub-group admin reads the parent values read-only and cannot change them', async () => {
    const items: CalibrationElement[] = (
      await call('GET', `/api/calibration/group/${child}`, childAdmin.h)
    ).json();
    expect(items[0]).toMatchObject({ group: { unitCost: 2000 }, parent: { unitCost: 1500 } });
    const parentLine = items[0]?.parent?.id;
    expect(
      (await call('PATCH', `/api/calibration/${parentLine}`, childAdmin.h, { unitCost: 1 })).statusCode,
    ).toBe(403);
    expect((await call('GET', `/api/calibration/group/${parent}`, childAdmin.h)).statusCode).toBe(404);
  });

  it('an admin edits a user of their subtree; foreign ids answer 404', async () => {
    expect((await call('GET', `/api/calibration/user/${member.id}`, parentAdmin.h)).statusCode).toBe(200);
    expect((await call('GET', `/api/calibration/user/${stranger.id}`, parentAdmin.h)).statusCode).toBe(404);
    expect((await call('GET', `/api/calibration/user/${member.id}`, stranger.h)).statusCode).toBe(404);
    expect((await call('GET', `/api/calibration/group/${child}`, stranger.h)).statusCode).toBe(404);
    const [mine] = (
      await call('GET', `/api/calibration/user/${stranger.id}`, stranger.h)
    ).json() as CalibrationElement[];
    const foreign = mine?.user?.id;
    expect((await call('PATCH', `/api/calibration/${foreign}`, member.h, { unitCost: 1 })).statusCode).toBe(
      404,
    );
    expect((await call('DELETE', `/api/calibration/${foreign}`, childAdmin.h)).statusCode).toBe(404);
    expect((await call('DELETE', '/api/calibration/2147483647', member.h)).statusCode).toBe(404);
    expect((await call('GET', '/api/calibration/user/99999', member.h)).statusCode).toBe(404);
    expect(
      (await call('POST', `/api/calibration/user/${stranger.id}`, member.h, paint(1, 'all'))).statusCode,
    ).toBe(404);
  });
});
