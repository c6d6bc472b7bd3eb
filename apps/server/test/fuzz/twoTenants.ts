/**
 * Two agencies for the fuzz suite's "two tenants" pass (docs/ARCHITECTURE.md "Trust"): B, the attacker, is
 * made first; every id sequence then jumps to FOREIGN_FROM so that each id of A, the victim, made next, names
 * a row of A's and never one of B's, whatever table a route reads it from. A's data carries MARKERS,
 * texts and images that must never come back to any of B's identities.
 */
import type { AutoEdlRecord, LocalReport, Module } from '@constat/domain';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { bearer, login } from '../harness.ts';
import { sha256 } from '../images.ts';
import {
  createAccount,
  createGroup,
  photoSet,
  saveReport,
  saveWithPhotos,
  sealed,
  uploadReport,
  type Account,
  type Headers,
} from '../reportFixtures.ts';

/** Every id of A's rows is at least this; B's are below. */
const FOREIGN_FROM = 100_000;

export const MARKERS = ['Alice Secrete', 'alice.secrete@', 'OBSERVATION-SECRETE', 'Agence Secrete'];

export interface Tenant {
  agent: Account;
  admin: Account;
  /** The agent's self-service tenant (invited from `entry`). */
  selfService: Headers;
  entry: number;
  exit: number;
  /** The exit's public costing token. */
  publicToken: string;
  images: Buffer[];
}

/** The first 'Murs': at entry described, at exit degraded and marked to quote (a costing line). */
export function withWall(report: LocalReport, exit: boolean): LocalReport {
  let done = false;
  const edl = report.edl.map((module): Module => ({
    ...module,
    entry: module.entry.map((entry) => {
      if (done || entry.name !== 'Murs') return entry;
      done = true;
      const rate = exit
        ? {
            condition: 'Dégradé',
            toQuote: true,
            preQuote: { action: 'repair' as const, measure: 100, cost: 900, calibrationId: null },
          }
        : { condition: 'Bon état', other: 'OBSERVATION-SECRETE' };
      return { ...entry, rate: { ...entry.rate, ...rate } };
    }),
  }));
  return { ...report, edl };
}

async function call(
  app: FastifyInstance,
  method: 'POST' | 'PATCH' | 'GET',
  url: string,
  headers: Headers,
  payload?: object,
) {
  const answer = await app.inject({ method, url, headers, ...(payload && { payload }) });
  if (answer.statusCode >= 300) throw new Error(`${method} ${url}: ${answer.statusCode} ${answer.body}`);
  return answer.json();
}

/** An agency with an agent (self-service allowed), its admin, reports, costing, links and a tenant. */
export async function seedTenant(
  app: FastifyInstance,
  superAdmin: Headers,
  name: string,
  seed: number,
): Promise<Tenant> {
  const group = await createGroup(app, superAdmin, name, false);
  const agent = await createAccount(app, superAdmin, `agent-${seed}`, group);
  const admin = await createAccount(app, superAdmin, `admin-${seed}`, group, { admin: true });
  await call(app, 'PATCH', `/api/user/${agent.userId}`, superAdmin, { canAutoEdl: true });
  const [photo, signature] = photoSet(2, seed) as [Buffer, Buffer];
  const renterName = seed === 1 ? 'Alice Secrete' : 'Bruno Attaquant';
  const base = uploadReport(agent.profileId, [photo], { localId: Date.now() - 60_000 + seed, renterName });
  const entryReport: LocalReport = sealed({
    ...withWall(base, false),
    renter: { ...base.renter, email: seed === 1 ? 'alice.secrete@exemple.fr' : 'bruno@exemple.fr' },
    signatures: { renter: { label: 'Locataire', _ref: 'sig:1', sha256: sha256(signature) } },
  });
  const entry = await saveWithPhotos(app, agent.headers, entryReport, [photo, signature]);
  const exitReport = withWall(
    uploadReport(agent.profileId, [photo], {
      localId: Date.now() - 30_000 + seed,
      renterName,
      edlIO: 'Sortant',
      duplicateFromEdlID: entry,
    }),
    true,
  );
  const exit = (await saveReport(app, agent.headers, exitReport)).json<{ id: number }>().id;
  await call(app, 'GET', `/api/edl/${exit}/costing`, agent.headers);
  const { publicToken } = await call(app, 'POST', `/api/edl/${exit}/public-link`, agent.headers);
  await call(app, 'POST', `/api/edl/${entry}/remarks-link`, agent.headers);
  const calibration = {
    reference: 'Murs',
    name: null,
    custom: false,
    type: 'coating',
    nature: 'Peinture',
    action: 'repair',
    unitCost: 1000,
    taxRate: 2000,
  };
  await call(app, 'POST', `/api/calibration/user/${agent.userId}`, agent.headers, calibration);
  const invitation = (await call(app, 'POST', '/api/auto-edl', agent.headers, {
    duplicateFromId: entry,
    email: `locataire-${seed}@exemple.fr`,
    preData: { etage: '1', numAppart: '2' },
    profileId: agent.profileId,
  })) as AutoEdlRecord;
  const selfService = bearer(
    (await login(app, { username: invitation.login, password: invitation.password })).token,
  );
  return { agent, admin, selfService, entry, exit, publicToken, images: [photo, signature] };
}

/** Every id sequence continues from `from`: FOREIGN_FROM before A is made, AFTER_FOREIGN after. */
export async function jumpSequences(pool: pg.Pool, from = FOREIGN_FROM): Promise<void> {
  await pool.query(`select setval(c.oid, ${from}) from pg_class c where c.relkind = 'S'`);
}

/** Rows B makes during the pass (reports, groups) take ids above A's. */
export const AFTER_FOREIGN = 2 * FOREIGN_FROM;

/** The ids of every row made since the jump, in every table with an id column: A's rows. */
export async function foreignIds(pool: pg.Pool): Promise<number[]> {
  const { rows: tables } = await pool.query<{ table_name: string }>(
    `select table_name from information_schema.columns
     where table_schema = 'public' and column_name = 'id' and data_type = 'integer'`,
  );
  const ids = new Set<number>();
  for (const { table_name } of tables) {
    const { rows } = await pool.query<{ id: number }>(
      `select id from "${table_name}" where id >= $1 and id < $2`,
      [FOREIGN_FROM, AFTER_FOREIGN],
    );
    for (const row of rows) ids.add(row.id);
  }
  return [...ids].sort((a, b) => a - b);
}
