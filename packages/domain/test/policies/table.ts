/**
 * The access rules as a table: every role × every resource × every action, and what the caller
 * gets. Walked twice: against the pure rules (policies.test.ts here) and against the real server
 * on PostgreSQL (apps/server/test/isolation-policies.test.ts), so that a rule changed in one place
 * only (a policy, a route, the SQL scope) fails one walk or the other. The expectations are written
 * out, never computed: change a rule on purpose, and this table with it.
 *
 * Cells: y allowed · n refused (403) · - hidden, answered as something that does not exist (404) ·
 * x the credential is not taken there (401) · . no such request (said why in `notApplicable`).
 *
 * The world: agency A shares its reports and has a sub-group Asub; agency B does not share. Reports
 * A1 (sharingMember's), A2 (a colleague's in A), Asub (a sub-group member's), B (member's), base
 * (selfServiceMember's, from which the tenant was invited) and result (the tenant's upload, filed
 * under selfServiceMember). The costing link is A1's.
 */

/**
 * An account's facts, as the domain's Subject has them. Written here rather than imported: the
 * server's project includes this file, where an import of the domain from inside its own package
 * does not resolve as a package (the walks pass these to the domain, which checks the shape).
 */
interface Subject {
  userId: number;
  admin: boolean;
  groupId: number | null;
  canAutoEdl: boolean;
  isAutoEdl: boolean;
  canEditPasswords: boolean;
  groupSharesEdls: boolean;
  groupLocksPasswords: boolean;
  groupSubtree: readonly number[];
  tenantBase: number | null;
  tenantResult: number | null;
}

/** The costing link's facts (the domain's CostingLink). */
interface CostingLink {
  reportId: number;
  ownerId: number;
}

export const ROLES = [
  'superAdmin',
  'groupAdmin',
  'sharingMember',
  'member',
  'selfServiceMember',
  'tenant',
  'costingLink',
] as const;
export type RoleName = (typeof ROLES)[number];

export const WORLD = {
  groups: {
    A: { parent: null, shareEdls: true },
    Asub: { parent: 'A', shareEdls: false },
    B: { parent: null, shareEdls: false },
  },
  users: {
    groupAdmin: { group: 'A', admin: true, canAutoEdl: false },
    sharingMember: { group: 'A', admin: false, canAutoEdl: false },
    colleague: { group: 'A', admin: false, canAutoEdl: false },
    subMember: { group: 'Asub', admin: false, canAutoEdl: false },
    member: { group: 'B', admin: false, canAutoEdl: false },
    selfServiceMember: { group: 'B', admin: false, canAutoEdl: true },
  },
  /** Each report's owner; `result` is the tenant's upload, made from `base`. */
  reports: {
    A1: 'sharingMember',
    A2: 'colleague',
    Asub: 'subMember',
    B: 'member',
    base: 'selfServiceMember',
  },
} as const;

export type GroupName = keyof typeof WORLD.groups;
/** The accounts the world makes; superAdmin is the server's first account, tenant the invitation's. */
export type UserName = keyof typeof WORLD.users | 'superAdmin' | 'tenant';
export type ReportName = keyof typeof WORLD.reports | 'result';

export interface WorldIds {
  groups: Record<GroupName, number>;
  users: Record<UserName, number>;
  reports: Record<ReportName, number>;
}

export const TABLE = {
  report: {
    columns: ['A1', 'A2', 'Asub', 'B', 'base', 'result'],
    actions: {
      read: `
        superAdmin         y y y y y y
        groupAdmin         y y y - - -
        sharingMember      y y - - - -
        member             - - - y - -
        selfServiceMember  - - - - y y
        tenant             - - - - y y
        costingLink        x x x x x x`,
      signatures: `
        superAdmin         y y y y y y
        groupAdmin         y y y - - -
        sharingMember      y y - - - -
        member             - - - y - -
        selfServiceMember  - - - - y y
        tenant             - - - - - y
        costingLink        x x x x x x`,
      list: `
        superAdmin         y y y y y y
        groupAdmin         y y y - - -
        sharingMember      y y - - - -
        member             - - - y - -
        selfServiceMember  - - - - y y
        tenant             - - - - - -
        costingLink        x x x x x x`,
      edit: `
        superAdmin         y y y y y y
        groupAdmin         y y y - - -
        sharingMember      y y - - - -
        member             - - - y - -
        selfServiceMember  - - - - y y
        tenant             - - - - - -
        costingLink        x x x x x x`,
      history: `
        superAdmin         y y y y y y
        groupAdmin         y y y - - -
        sharingMember      y y - - - -
        member             - - - y - -
        selfServiceMember  - - - - y y
        tenant             - - - - - -
        costingLink        x x x x x x`,
      costing: `
        superAdmin         y y y y y y
        groupAdmin         y y y - - -
        sharingMember      y y - - - -
        member             - - - y - -
        selfServiceMember  - - - - y y
        tenant             - - - - - -
        costingLink        y - - - - -`,
      followLink: `
        superAdmin         y y y y y y
        groupAdmin         y y y - - -
        sharingMember      y y - - - -
        member             - - - y - -
        selfServiceMember  - - - - y y
        tenant             . . . . . .
        costingLink        x x x x x x`,
      delete: `
        superAdmin         y y y y y y
        groupAdmin         y y y - - -
        sharingMember      y n - - - -
        member             - - - y - -
        selfServiceMember  - - - - y y
        tenant             - - - - - -
        costingLink        x x x x x x`,
      invite: `
        superAdmin         y y y y y y
        groupAdmin         n n n n n n
        sharingMember      n n n n n n
        member             n n n n n n
        selfServiceMember  - - - - y y
        tenant             - - - - - -
        costingLink        x x x x x x`,
    },
  },
  group: {
    columns: ['A', 'Asub', 'B'],
    actions: {
      see: `
        superAdmin         y y y
        groupAdmin         y y -
        sharingMember      n n n
        member             n n n
        selfServiceMember  n n n
        tenant             - - -
        costingLink        x x x`,
      edit: `
        superAdmin         y y y
        groupAdmin         y y -
        sharingMember      n n n
        member             n n n
        selfServiceMember  n n n
        tenant             - - -
        costingLink        x x x`,
      delete: `
        superAdmin         y y y
        groupAdmin         n y -
        sharingMember      n n n
        member             n n n
        selfServiceMember  n n n
        tenant             - - -
        costingLink        x x x`,
      users: `
        superAdmin         y y y
        groupAdmin         y y -
        sharingMember      n n n
        member             n n n
        selfServiceMember  n n n
        tenant             - - -
        costingLink        x x x`,
      stats: `
        superAdmin         y y y
        groupAdmin         y y -
        sharingMember      n n n
        member             n n n
        selfServiceMember  n n n
        tenant             - - -
        costingLink        x x x`,
      profiles: `
        superAdmin         y y y
        groupAdmin         y y -
        sharingMember      y n n
        member             n n n
        selfServiceMember  n n n
        tenant             - - -
        costingLink        x x x`,
      calibration: `
        superAdmin         y y y
        groupAdmin         y y -
        sharingMember      - - -
        member             - - -
        selfServiceMember  - - -
        tenant             - - -
        costingLink        x x x`,
    },
  },
  user: {
    columns: ['sharingMember', 'member'],
    actions: {
      see: `
        superAdmin         y y
        groupAdmin         y -
        sharingMember      y -
        member             - y
        selfServiceMember  - -
        tenant             - -
        costingLink        x x`,
      edit: `
        superAdmin         y y
        groupAdmin         y -
        sharingMember      n n
        member             n n
        selfServiceMember  n n
        tenant             - -
        costingLink        x x`,
      password: `
        superAdmin         y y
        groupAdmin         y -
        sharingMember      y -
        member             - y
        selfServiceMember  - -
        tenant             - -
        costingLink        x x`,
      platformKey: `
        superAdmin         y y
        groupAdmin         y -
        sharingMember      y -
        member             - y
        selfServiceMember  - -
        tenant             - -
        costingLink        x x`,
      delete: `
        superAdmin         y y
        groupAdmin         y -
        sharingMember      n n
        member             n n
        selfServiceMember  n n
        tenant             - -
        costingLink        x x`,
      grantSelfService: `
        superAdmin         y y
        groupAdmin         n -
        sharingMember      n n
        member             n n
        selfServiceMember  n n
        tenant             - -
        costingLink        x x`,
      calibration: `
        superAdmin         y y
        groupAdmin         y -
        sharingMember      y -
        member             - y
        selfServiceMember  - -
        tenant             - -
        costingLink        y -`,
    },
  },
  selfService: {
    columns: ['invitation'],
    actions: {
      list: `
        superAdmin         y
        groupAdmin         n
        sharingMember      n
        member             n
        selfServiceMember  y
        tenant             -
        costingLink        x`,
      delete: `
        superAdmin         -
        groupAdmin         n
        sharingMember      n
        member             n
        selfServiceMember  y
        tenant             -
        costingLink        x`,
      mine: `
        superAdmin         -
        groupAdmin         -
        sharingMember      -
        member             -
        selfServiceMember  -
        tenant             y
        costingLink        x`,
    },
  },
  platform: {
    columns: ['platform'],
    actions: {
      globalMessage: `
        superAdmin         y
        groupAdmin         n
        sharingMember      n
        member             n
        selfServiceMember  n
        tenant             -
        costingLink        x`,
      administer: `
        superAdmin         y
        groupAdmin         y
        sharingMember      n
        member             n
        selfServiceMember  n
        tenant             -
        costingLink        x`,
    },
  },
} as const;

type ResourceKind = keyof typeof TABLE;

/** Why a cell is '.': the request cannot be made. */
export const NOT_APPLICABLE = {
  'report.followLink.tenant':
    'a tenant names no source: its one upload is filed from its invitation (isolation-self-service.test.ts)',
} as const;

export type Cell = 'y' | 'n' | '-' | 'x' | '.';

export interface Row {
  kind: ResourceKind;
  action: string;
  role: RoleName;
  column: string;
  cell: Cell;
}

/** Every cell of the table, checked for shape: each action has a line per role, a cell per column. */
export function tableRows(): Row[] {
  const rows: Row[] = [];
  for (const [kind, { columns, actions }] of Object.entries(TABLE) as [
    ResourceKind,
    { columns: readonly string[]; actions: Record<string, string> },
  ][]) {
    for (const [action, text] of Object.entries(actions)) {
      const lines = text.trim().split('\n');
      if (lines.length !== ROLES.length) throw new Error(`${kind}.${action}: one line per role`);
      lines.forEach((line, index) => {
        const [name, ...cells] = line.trim().split(/\s+/);
        const role = ROLES.find((known) => known === name);
        if (role === undefined || role !== ROLES[index])
          throw new Error(`${kind}.${action}: line ${index + 1} is ${ROLES[index]}'s`);
        if (cells.length !== columns.length) throw new Error(`${kind}.${action} ${role}: a cell per column`);
        cells.forEach((cell, at) => {
          if (!/^[yn\-x.]$/.test(cell)) throw new Error(`${kind}.${action} ${role}: unknown cell ${cell}`);
          rows.push({ kind, action, role, column: columns[at] ?? '', cell: cell as Cell });
        });
      });
    }
  }
  return rows;
}

/** What each role's account is, as the server loads it: written out, not derived. */
export function subjects(ids: WorldIds): Record<Exclude<RoleName, 'costingLink'>, Subject> {
  const { groups: g, users: u, reports: r } = ids;
  const account = {
    canAutoEdl: false,
    isAutoEdl: false,
    canEditPasswords: true,
    groupSharesEdls: false,
    groupLocksPasswords: false,
    groupSubtree: [],
    tenantBase: null,
    tenantResult: null,
  };
  return {
    superAdmin: { ...account, userId: u.superAdmin, admin: true, groupId: null, canAutoEdl: true },
    groupAdmin: {
      ...account,
      userId: u.groupAdmin,
      admin: true,
      groupId: g.A,
      groupSharesEdls: true,
      groupSubtree: [g.A, g.Asub],
    },
    sharingMember: {
      ...account,
      userId: u.sharingMember,
      admin: false,
      groupId: g.A,
      groupSharesEdls: true,
      groupSubtree: [g.A, g.Asub],
    },
    member: { ...account, userId: u.member, admin: false, groupId: g.B, groupSubtree: [g.B] },
    selfServiceMember: {
      ...account,
      userId: u.selfServiceMember,
      admin: false,
      groupId: g.B,
      canAutoEdl: true,
      groupSubtree: [g.B],
    },
    tenant: {
      ...account,
      userId: u.tenant,
      admin: false,
      groupId: null,
      isAutoEdl: true,
      canEditPasswords: false,
      tenantBase: r.base,
      tenantResult: r.result,
    },
  };
}

export const costingLinkOf = (ids: WorldIds): CostingLink => ({
  reportId: ids.reports.A1,
  ownerId: ids.users.sharingMember,
});

/** The facts of each column's resource. */
export function resources(ids: WorldIds) {
  const { groups: g, users: u, reports: r } = ids;
  const report = (name: ReportName, owner: UserName, group: GroupName) => ({
    id: r[name],
    userId: u[owner],
    groupId: g[group],
  });
  return {
    report: {
      A1: report('A1', 'sharingMember', 'A'),
      A2: report('A2', 'colleague', 'A'),
      Asub: report('Asub', 'subMember', 'Asub'),
      B: report('B', 'member', 'B'),
      base: report('base', 'selfServiceMember', 'B'),
      result: report('result', 'selfServiceMember', 'B'),
    },
    group: { A: { id: g.A }, Asub: { id: g.Asub }, B: { id: g.B } },
    user: {
      sharingMember: { id: u.sharingMember, groupId: g.A },
      member: { id: u.member, groupId: g.B },
    },
    selfService: { invitation: { agentUserId: u.selfServiceMember } },
    platform: { platform: {} },
  } as const;
}
