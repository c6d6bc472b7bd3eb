/**
 * Who sees and changes which saved report (inspection-core §5, §6; accounts-costing §6). The specs
 * say that a group sharing reports lets its users see all the group's reports, and that users
 * otherwise see their own; they are silent on admins. Chosen here, in line with what admins see of
 * accounts (accounts.ts) and with the rule that a deleted user's reports pass to the group admin:
 * - a super admin sees every report;
 * - a group admin sees the reports of their group and its sub-groups;
 * - a member whose group shares reports sees the reports of their group (not of its sub-groups,
 *   which share among themselves);
 * - any other member sees only their own reports;
 * - a self-service tenant sees its invitation's base report (minimised: selfService/baseReport.ts,
 *   without its signature images) and, once uploaded, its own result, and does nothing else.
 * A report's group is its owner's group, kept in step when the owner moves.
 *
 * The first two tables are data so that the server's SQL is built from them
 * (apps/server/src/modules/reports/scope.ts): the saved list and every other route read the same rules.
 */
import { agentsOnly, decide, forbid, type Decision } from './decision.ts';
import { firstRule, isTenant, roleOf, type Role, type Subject } from './subject.ts';
import { canManageSelfService } from './selfService.ts';

export type ReportScopeKind = 'tenant' | 'all' | 'subtree' | 'group' | 'own';

/** The facts a scope kind is decided from. */
export interface ScopeFacts {
  role: Role;
  groupSharesEdls: boolean;
}

/** Which reports a caller sees, first matching rule wins. */
export const REPORT_SCOPE_RULES: readonly { then: ReportScopeKind; when: Partial<ScopeFacts> }[] = [
  { then: 'tenant', when: { role: 'tenant' } },
  { then: 'all', when: { role: 'super-admin' } },
  { then: 'subtree', when: { role: 'group-admin' } },
  { then: 'group', when: { groupSharesEdls: true } },
  { then: 'own', when: {} },
];

/** The report's fields a reach compares. */
export interface ReportFacts {
  id: number;
  userId: number;
  groupId: number | null;
}

/** The caller's sets of ids a reach compares them with. */
export type SubjectSet = 'self' | 'ownGroup' | 'groupSubtree' | 'tenantReports';

export type Reach = 'every' | { report: keyof ReportFacts; among: SubjectSet };

/** What each scope kind reaches: every report, or those whose field is among the caller's set. */
export const REPORT_REACH: Readonly<Record<ReportScopeKind, Reach>> = {
  all: 'every',
  subtree: { report: 'groupId', among: 'groupSubtree' },
  group: { report: 'groupId', among: 'ownGroup' },
  own: { report: 'userId', among: 'self' },
  tenant: { report: 'id', among: 'tenantReports' },
};

type ScopeSubject = Pick<Subject, 'admin' | 'groupId' | 'isAutoEdl' | 'groupSharesEdls'>;

export function reportScopeKind(subject: ScopeSubject): ReportScopeKind {
  return firstRule(REPORT_SCOPE_RULES, { role: roleOf(subject), groupSharesEdls: subject.groupSharesEdls });
}

export function subjectSet(subject: Subject, set: SubjectSet): readonly number[] {
  switch (set) {
    case 'self':
      return [subject.userId];
    case 'ownGroup':
      return subject.groupId === null ? [] : [subject.groupId];
    case 'groupSubtree':
      return subject.groupSubtree;
    case 'tenantReports':
      return [subject.tenantBase, subject.tenantResult].filter((id) => id !== null);
  }
}

function canReadReport(subject: Subject, report: ReportFacts): boolean {
  const reach = REPORT_REACH[reportScopeKind(subject)];
  if (reach === 'every') return true;
  const value = report[reach.report];
  return value !== null && subjectSet(subject, reach.among).includes(value);
}

/**
 * Who may delete a saved report they can see (inspection-core §5, §6): anyone when their group
 * does not share reports (they only see their own), the owner of the report, or an admin. The app
 * tells ownership by the report's profile (one of the user's), the server by its owner.
 */
export function canDeleteSavedReport(rule: {
  isAdmin: boolean;
  groupSharesEdls: boolean;
  ownsReport: boolean;
}): boolean {
  return rule.isAdmin || !rule.groupSharesEdls || rule.ownsReport;
}

/**
 * The report a caller sees only minimised, without the people on it nor their signature images
 * (selfService/baseReport.ts): a tenant's base report, whose people are the previous tenants.
 */
export const minimisedReport = (subject: Subject): number | null =>
  isTenant(subject) ? subject.tenantBase : null;

const read = (subject: Subject, report: ReportFacts): Decision => decide(canReadReport(subject, report));

/** Each action on a saved report, and its answer. */
export const reportPolicy = {
  /** The report and its photos: a tenant its base report (minimised) and its result. */
  read,
  /** Its signature images: not those of the people on a tenant's base report. */
  signatures: (subject: Subject, report: ReportFacts): Decision =>
    decide(canReadReport(subject, report) && report.id !== minimisedReport(subject)),
  .../* @__PURE__ */ agentsOnly({
    /** Its place in the saved list. */
    list: read,
    /**
     * Work on it: its comment, show-costs and locale, its PDFs and their sending, the tenant's
     * remarks link. Whoever sees it: a sharing group works on its reports together.
     */
    edit: read,
    history: read,
    /** Its costing and the exit agreement's signings (also open to its public link: links.ts). */
    costing: read,
    /**
     * A duplicate's link to it, checked when it is stored and whenever it is read: a link to a
     * report its owner does not see is no link at all, exactly like one to a report deleted since.
     */
    followLink: read,
    delete: (subject: Subject, report: ReportFacts): Decision =>
      decide(
        canReadReport(subject, report),
        canDeleteSavedReport({
          isAdmin: subject.admin,
          groupSharesEdls: subject.groupSharesEdls,
          ownsReport: report.userId === subject.userId,
        }),
        'report-author',
      ),
    /** Invite a tenant to inspect alone from it (inspection-core §6: canAutoEdl or super admin). */
    invite: (subject: Subject, report: ReportFacts): Decision =>
      canManageSelfService(subject) ? read(subject, report) : forbid('self-service-off'),
  }),
};

export type ReportAction = keyof typeof reportPolicy;
