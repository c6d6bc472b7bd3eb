/**
 * Saved list pages kept by each server process (modules/reports/listCache.ts): a kept page is
 * answered again only while its scope's version (report_list_versions, migration 0011) is the same,
 * so every change shows on the next list, whichever process or connection made it: a save, an edit,
 * a delete, a PDF's status, a profile's new name, a table emptied. The version is bumped at commit,
 * so a transaction holding a report of a group never makes another save in that group wait. A
 * client that takes gzip gets the page gzipped, once for a kept page.
 */
import { gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.ts';
import { readConfig } from '../src/config.ts';
import { openDatabase, type DatabaseHandle } from '../src/db/connection.ts';
import { startTestServer, type TestServer } from './harness.ts';
import {
  adminHeaders,
  createAccount,
  createGroup,
  saveReport,
  uploadReport,
  type Account,
  type Headers,
} from './reportFixtures.ts';

let server: TestServer;
/** A second server process on the same database, with its own kept pages. */
let other: { app: FastifyInstance; database: DatabaseHandle };
let agent: Account;
let colleague: Account;
let loner: Account;
let localId = 1;
/** The super admin, whose pages (every report) are built for each answer, never kept. */
let admin: Headers;

beforeAll(async () => {
  server = await startTestServer();
  admin = await adminHeaders(server.app);
  const sharing = await createGroup(server.app, admin, 'Agence partagée', true);
  agent = await createAccount(server.app, admin, 'cache-agent', sharing);
  colleague = await createAccount(server.app, admin, 'cache-colleague', sharing);
  loner = await createAccount(
    server.app,
    admin,
    'cache-loner',
    await createGroup(server.app, admin, 'Agence seule', false),
  );
  const url = (server.database.pool.options as { connectionString: string }).connectionString;
  const config = readConfig({ DATA_DIR: server.dataDir, LOG_LEVEL: 'silent', DATABASE_URL: url });
  const database = await openDatabase(url, config.databasePoolSize);
  other = { app: await buildApp({ config, database, documentJobs: false }), database };
});

afterAll(async () => {
  await other?.app.close();
  await other?.database.close();
  await server?.close();
});

const save = async (account: Account, renterName = 'Alice Martin') => {
  const answer = await saveReport(
    server.app,
    account.headers,
    uploadReport(account.profileId, [], { localId: localId++, renterName }),
  );
  expect(answer.statusCode).toBe(201);
  return answer.json<{ id: number }>().id;
};

interface Item {
  id: number;
  renter: string | null;
  comment: string | null;
  name: string | null;
  pdfsGenerated: string[];
}

async function list(app: FastifyInstance, headers: Headers, query = '') {
  const answer = await app.inject({ url: `/api/edl?l=100${query}`, headers });
  expect(answer.statusCode).toBe(200);
  return { items: answer.json<Item[]>(), count: Number(answer.headers['pagination-count']) };
}

const item = async (app: FastifyInstance, headers: Headers, id: number) =>
  (await list(app, headers)).items.find((found) => found.id === id);

/** Runs `statement` on a connection of its own, as another process would. */
const sql = (statement: string, values: unknown[] = []) => server.database.pool.query(statement, values);

describe('a kept page', () => {
  it("is answered after the session's check and one small statement while nothing changed", async () => {
    await save(loner);
    const first = await list(server.app, loner.headers);
    const query = vi.spyOn(server.database.pool, 'query');
    try {
      const again = await list(server.app, loner.headers);
      expect(again).toEqual(first);
      const texts = query.mock.calls.map(([config]) => JSON.stringify(config));
      // Every bearer request first checks that its session still lives (modules/auth/sessions.ts).
      expect(texts).toHaveLength(2);
      expect(texts[0]).toContain('live_session');
      expect(texts[1]).toContain('report_list_versions');
      expect(texts[1]).not.toContain('string_agg');
    } finally {
      query.mockRestore();
    }
  });

  it('is one page for every user of a sharing group, and their saves show to each other at once', async () => {
    const mine = await save(agent, 'Bérénice Noël');
    expect(await item(server.app, colleague.headers, mine)).toBeDefined();
    const theirs = await save(colleague, 'Côme Durand');
    expect(await item(server.app, agent.headers, theirs)).toBeDefined();
    expect((await list(server.app, agent.headers)).items).toEqual(
      (await list(server.app, colleague.headers)).items,
    );
  });
});

describe('the list gzipped', () => {
  it('goes gzipped to a client that takes it, the same JSON; a small page and other clients as they are', async () => {
    for (let i = 0; i < 4; i++) await save(agent, `Locataire ${i}`);
    const plain = await server.app.inject({ url: '/api/edl', headers: agent.headers });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('accept-encoding');
    for (const round of ['built', 'kept']) {
      const gzipped = await server.app.inject({
        url: '/api/edl',
        headers: { ...agent.headers, 'accept-encoding': 'gzip, deflate, br' },
      });
      expect(gzipped.headers['content-encoding'], round).toBe('gzip');
      expect(gzipped.headers['content-type']).toContain('application/json');
      expect(gzipped.rawPayload.length).toBeLessThan(plain.rawPayload.length);
      expect(gunzipSync(gzipped.rawPayload).toString('utf8'), round).toBe(plain.body);
    }
    // A page not kept is compressed on the way out like any large answer (app.ts), not cached.
    const unkept = await other.app.inject({
      url: '/api/edl',
      headers: { ...admin, 'accept-encoding': 'gzip' },
    });
    expect(unkept.statusCode).toBe(200);
    expect(gunzipSync(unkept.rawPayload).toString('utf8')).toContain('"renter"');
    const empty = await server.app.inject({
      url: '/api/edl?q=aucun-locataire-de-ce-nom',
      headers: { ...agent.headers, 'accept-encoding': 'gzip' },
    });
    expect(empty.headers['content-encoding']).toBeUndefined();
    expect(empty.json()).toEqual([]);
  });
});

describe('every change shows on the next list, whoever made it', () => {
  it('a save, an edit and a delete made through another server process', async () => {
    const before = await list(server.app, agent.headers);
    const id = (
      await saveReport(other.app, agent.headers, uploadReport(agent.profileId, [], { localId: localId++ }))
    ).json<{ id: number }>().id;
    const saved = await list(server.app, agent.headers);
    expect(saved.count).toBe(before.count + 1);
    expect(saved.items[0]?.id).toBe(id);

    const edit = await other.app.inject({
      method: 'PATCH',
      url: `/api/edl/${id}/comment`,
      headers: agent.headers,
      payload: { comment: 'Clés remises au gardien' },
    });
    expect(edit.statusCode).toBe(200);
    expect((await item(server.app, agent.headers, id))?.comment).toBe('Clés remises au gardien');

    const removed = await other.app.inject({
      method: 'DELETE',
      url: `/api/edl/${id}`,
      headers: agent.headers,
    });
    expect(removed.statusCode).toBe(204);
    const after = await list(server.app, agent.headers);
    expect(after.count).toBe(before.count);
    expect(after.items.map((found) => found.id)).not.toContain(id);
  });

  it('a search and a later page follow a change too', async () => {
    const id = await save(agent, 'Ysaline Quérand');
    expect((await list(server.app, agent.headers, '&q=querand')).items.map((found) => found.id)).toEqual([
      id,
    ]);
    await sql(`update reports set renter = 'Ysaline Perrin', search_text = 'ysaline perrin' where id = $1`, [
      id,
    ]);
    expect((await list(server.app, agent.headers, '&q=querand')).items).toEqual([]);
    expect((await list(server.app, agent.headers, '&q=perrin')).items.map((found) => found.id)).toEqual([id]);
  });

  it("a PDF's status, a profile's new name and a table emptied", async () => {
    const id = await save(loner);
    expect((await item(server.app, loner.headers, id))?.pdfsGenerated).toEqual([]);
    await sql(
      `insert into report_documents (report_id, kind, status, locale, started_at) values ($1, 'edl', 'done', 'fr', now())`,
      [id],
    );
    expect((await item(server.app, loner.headers, id))?.pdfsGenerated).toEqual(['edl']);

    await sql(`update profiles set name = 'Cabinet Lenoir' where id = $1`, [loner.profileId]);
    expect((await item(server.app, loner.headers, id))?.name).toBe('Cabinet Lenoir');

    await sql('truncate reports, report_monthly_counts cascade');
    expect(await list(server.app, loner.headers)).toEqual({ items: [], count: 0 });
  });
});

describe('the version is bumped when the transaction commits', () => {
  it('a transaction holding one report of a group does not make another save in the group wait', async () => {
    const held = await save(agent, 'Gaspard Morel');
    const client: pg.PoolClient = await server.database.pool.connect();
    try {
      await client.query('begin');
      await client.query(`update reports set comment = 'En cours' where id = $1`, [held]);
      // Locked at the change (not at the commit), the group's version would make this save wait
      // for the transaction above, which never ends before it.
      const saved = await save(colleague, 'Inès Roussel');
      expect(await item(server.app, agent.headers, saved)).toBeDefined();
      expect((await item(server.app, agent.headers, held))?.comment).not.toBe('En cours');
      await client.query('commit');
    } finally {
      client.release();
    }
    expect((await item(server.app, agent.headers, held))?.comment).toBe('En cours');
  });

  it('a transaction changing many reports of a group counts the version once', async () => {
    for (let i = 0; i < 3; i++) await save(loner);
    const version = async () =>
      Number(
        (
          await sql(
            `select v.version from report_list_versions v join users u on u.group_id = v.group_key where u.id = $1`,
            [loner.userId],
          )
        ).rows[0]?.version,
      );
    const before = await version();
    await sql(`update reports set comment = 'Relu' where user_id = $1`, [loner.userId]);
    expect(await version()).toBe(before + 1);
    expect((await list(server.app, loner.headers)).items.every((found) => found.comment === 'Relu')).toBe(
      true,
    );
  });
});
