/**
 * The pure walk of the access table (table.ts): each cell is what the named rule answers for that
 * role's account and that resource. The server walks the same table over HTTP.
 */
import { describe, expect, it } from 'vitest';
import {
  costingLinkPolicy,
  groupPolicy,
  platformPolicy,
  reportPolicy,
  selfServicePolicy,
  userPolicy,
  type Decision,
  type Subject,
} from '../../src/index.ts';
import {
  costingLinkOf,
  NOT_APPLICABLE,
  resources,
  subjects,
  TABLE,
  tableRows,
  type Cell,
  type Row,
  type WorldIds,
} from './table.ts';

type AnyRule = (subject: Subject, resource: never) => Decision;
type AnyLinkRule = (link: ReturnType<typeof costingLinkOf>, resource: never) => Decision;

const POLICIES: Record<keyof typeof TABLE, Record<string, AnyRule>> = {
  report: reportPolicy,
  group: groupPolicy,
  user: userPolicy,
  selfService: selfServicePolicy,
  platform: platformPolicy,
};

/** The link's rules, by the table's kind and action. */
const LINK_RULES: Record<string, AnyLinkRule> = {
  'report.costing': costingLinkPolicy.costing,
  'user.calibration': costingLinkPolicy.userCalibration,
};

const cellOf = (decision: Decision): Cell => (decision === 'allow' ? 'y' : decision === 'hide' ? '-' : 'n');

const IDS: WorldIds = {
  groups: { A: 1, Asub: 2, B: 3 },
  users: {
    superAdmin: 1,
    groupAdmin: 2,
    sharingMember: 3,
    colleague: 4,
    subMember: 5,
    member: 6,
    selfServiceMember: 7,
    tenant: 8,
  },
  reports: { A1: 11, A2: 12, Asub: 13, B: 14, base: 15, result: 16 },
};

/** What the pure rules answer for one cell: its decision, or 'x' where the link opens nothing. */
export function pureCell(row: Row, ids: WorldIds): Cell {
  const resource = (resources(ids)[row.kind] as Record<string, unknown>)[row.column] as never;
  if (row.role === 'costingLink') {
    const rule = LINK_RULES[`${row.kind}.${row.action}`];
    return rule ? cellOf(rule(costingLinkOf(ids), resource)) : 'x';
  }
  const rule = POLICIES[row.kind][row.action];
  if (!rule) throw new Error(`no rule ${row.kind}.${row.action}`);
  return cellOf(rule(subjects(ids)[row.role], resource));
}

describe('the access table, against the pure rules', () => {
  const rows = tableRows();

  it('has a row for every rule of every policy, and no other', () => {
    for (const [kind, policy] of Object.entries(POLICIES)) {
      expect(Object.keys(TABLE[kind as keyof typeof TABLE].actions).sort(), kind).toEqual(
        Object.keys(policy).sort(),
      );
    }
  });

  it('answers every cell as written', () => {
    const wrong = rows
      .filter((row) => row.cell !== '.')
      .map((row) => ({ row, got: pureCell(row, IDS) }))
      .filter(({ row, got }) => got !== row.cell)
      .map(
        ({ row, got }) => `${row.kind}.${row.action} ${row.role} × ${row.column}: ${got}, not ${row.cell}`,
      );
    expect(wrong).toEqual([]);
    expect(rows.length).toBeGreaterThan(300);
  });

  it('says why each cell that is no request is so', () => {
    const notApplicable = rows
      .filter((row) => row.cell === '.')
      .map((row) => `${row.kind}.${row.action}.${row.role}`);
    expect([...new Set(notApplicable)]).toEqual(Object.keys(NOT_APPLICABLE));
  });
});
