/**
 * The access table's world (packages/domain/test/policies/table.ts) made on the real server, as
 * users make it: groups and accounts by the super admin, move-out reports (a photo and a signature
 * each) uploaded by their owners, the self-service invitation and the tenant's upload, the public
 * costing link of A1. Also the twins that allowed deletions act on, made the same way.
 */
import type { AutoEdlRecord } from '@constat/domain';
import type { FastifyInstance } from 'fastify';
import {
  WORLD,
  type GroupName,
  type ReportName,
  type RoleName,
  type WorldIds,
} from '../../../packages/domain/test/policies/table.ts';
import { bearer, login } from './harness.ts';
import { sha256 } from './images.ts';
import {
  adminHeaders,
  createAccount,
  photoSet,
  saveWithPhotos,
  sealed,
  uploadReport,
  type Headers,
} from './reportFixtures.ts';

export interface PolicyWorld {
  ids: WorldIds;
  /** Each role's credentials and (for accounts) its profile. */
  headers: Record<RoleName, Headers>;
  profiles: Partial<Record<RoleName, number>>;
  /** Each user's password, to set it again unchanged. */
  passwords: Record<string, string>;
  /** Each report's photo and signature image. */
  images: Record<ReportName, { photo: string; signature: string }>;
  invitation: number;
  /** Makes what an allowed deletion acts on: a resource of the same kind and place as `column`'s. */
  twin: {
    report(column: ReportName): Promise<number>;
    group(column: GroupName): Promise<number>;
    user(column: 'sharingMember' | 'member'): Promise<number>;
    invitation(): Promise<number>;
  };
}

let seed = 700;

export async function makeWorld(app: FastifyInstance): Promise<PolicyWorld> {
  const superAdmin = await adminHeaders(app);
  const inject = async (url: string, headers: Headers, payload: object, method = 'POST') => {
    const answer = await app.inject({ method: method as 'POST', url, headers, payload });
    if (answer.statusCode >= 300) throw new Error(`${method} ${url}: ${answer.statusCode} ${answer.body}`);
    return answer.json<{ id: number }>();
  };
  const me = await app.inject({ method: 'GET', url: '/api/me', headers: superAdmin });
  const superProfile = await inject('/api/profile', superAdmin, { name: 'Super' });

  const groups = {} as Record<GroupName, number>;
  const makeGroup = async (name: string, shareEdls: boolean, parentId: number | null) =>
    (await inject('/api/user-group', superAdmin, { name, shareEdls, parentId })).id;
  for (const [name, group] of Object.entries(WORLD.groups) as [GroupName, (typeof WORLD.groups)['A']][]) {
    groups[name] = await makeGroup(
      name,
      group.shareEdls,
      group.parent === null ? null : groups[group.parent],
    );
  }

  const users = { superAdmin: me.json<{ id: number }>().id } as WorldIds['users'];
  const headers = { superAdmin } as Record<RoleName, Headers>;
  const profiles: Partial<Record<RoleName, number>> = { superAdmin: superProfile.id };
  const accountProfiles: Record<string, number> = {};
  const passwords: Record<string, string> = {};
  for (const [name, user] of Object.entries(WORLD.users)) {
    const account = await createAccount(app, superAdmin, name, groups[user.group], { admin: user.admin });
    if (user.canAutoEdl)
      await inject(`/api/user/${account.userId}`, superAdmin, { canAutoEdl: true }, 'PATCH');
    users[name as keyof typeof WORLD.users] = account.userId;
    headers[name as RoleName] = account.headers;
    accountProfiles[name] = account.profileId;
    profiles[name as RoleName] = account.profileId;
    passwords[name] = `${name}-password-1`;
  }

  const images = {} as PolicyWorld['images'];
  const reports = {} as Record<ReportName, number>;
  const upload = async (owner: Headers, profileId: number, extra: object = {}) => {
    const [photo, signature] = photoSet(2, seed++) as [Buffer, Buffer];
    const report = sealed({
      ...uploadReport(profileId, [photo], { localId: 1_700_000_000_000 + seed, edlIO: 'Sortant' }),
      signatures: { 'Alice Martin': { label: 'Locataire', _ref: `sig:${seed}`, sha256: sha256(signature) } },
      ...extra,
    });
    const id = await saveWithPhotos(app, owner, report, [photo, signature]);
    return { id, photo: sha256(photo), signature: sha256(signature) };
  };
  for (const [name, owner] of Object.entries(WORLD.reports) as [ReportName, keyof typeof WORLD.users][]) {
    const saved = await upload(headers[owner as RoleName], accountProfiles[owner] ?? 0);
    reports[name] = saved.id;
    images[name] = saved;
  }

  const invite = () =>
    inject('/api/auto-edl', headers.selfServiceMember, {
      duplicateFromId: reports.base,
      email: `locataire${seed++}@exemple.fr`,
      preData: { etage: '1', numAppart: '12' },
      profileId: profiles.selfServiceMember,
    }) as Promise<AutoEdlRecord>;
  const record = await invite();
  headers.tenant = bearer((await login(app, { username: record.login, password: record.password })).token);
  const result = await upload(headers.tenant, 1);
  reports.result = result.id;
  images.result = result;
  users.tenant = (await app.inject({ method: 'GET', url: '/api/me', headers: headers.tenant })).json<{
    id: number;
  }>().id;

  const link = await inject(`/api/edl/${reports.A1}/public-link`, headers.sharingMember, {});
  headers.costingLink = {
    authorization: `Limited ${reports.A1}#${(link as unknown as { publicToken: string }).publicToken}`,
  };

  const owners: Record<ReportName, keyof typeof WORLD.users> = {
    ...WORLD.reports,
    result: 'selfServiceMember',
  };
  return {
    ids: { groups, users, reports },
    headers,
    profiles,
    passwords,
    images,
    invitation: record.id,
    twin: {
      report: async (column) =>
        (await upload(headers[owners[column] as RoleName], accountProfiles[owners[column]] ?? 0)).id,
      group: async (column) => {
        const group = WORLD.groups[column];
        return makeGroup(
          `${column} ${seed++}`,
          group.shareEdls,
          group.parent === null ? null : groups[group.parent],
        );
      },
      user: async (column) =>
        (await createAccount(app, superAdmin, `${column}-${seed++}`, groups[WORLD.users[column].group]))
          .userId,
      invitation: async () => (await invite()).id,
    },
  };
}
