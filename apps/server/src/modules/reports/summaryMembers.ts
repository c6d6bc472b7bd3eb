/**
 * The saved list's item, defined once: each member of RemoteReportSummary (but the profile's name,
 * which the list adds last) as one SQL expression over the row `reports`, in the schema's key order.
 * Two readers are made from it: the stored summary (reports.summary_members, written by the database
 * function `report_summary_members` whose body is `summaryMembersBody` and which migration 0020
 * installs; a test checks the installed function is this text), and the summary that the report's
 * own routes read (reads.ts). A member changed here and in one of them only fails that test.
 */
import type { RemoteReportSummary } from '@constat/domain';

type Member = Exclude<keyof RemoteReportSummary, 'name'>;

/**
 * A timestamp as whole ms, as float8: node-postgres reads int8 as a string, and JSON prints a
 * float8 holding an integer of 13 digits as that integer.
 */
const ms = (column: string) => `floor(extract(epoch from ${column}) * 1000)::float8`;

/** The kinds of the report's PDFs in the given states ('edl', 'convention'), in order. */
const pdfKinds = (states: string) =>
  `array(select d.kind from report_documents d where d.report_id = reports.id and d.status in (${states}) order by d.kind)`;

const SUMMARY_MEMBERS: readonly (readonly [Member, string])[] = [
  ['id', 'reports.id'],
  ['renter', 'reports.renter'],
  ['edlIO', 'reports.edl_io'],
  ['date', ms('reports.date')],
  ['housingSize', 'reports.housing_size'],
  ['housingRef', 'reports.housing_ref'],
  ['agent', 'reports.agent'],
  ['owner', 'reports.owner'],
  ['address', 'reports.address'],
  ['profileId', 'reports.profile_id'],
  ['comment', 'reports.comment'],
  ['showCosts', 'reports.show_costs'],
  ['locale', 'reports.locale'],
  // A kind is 'generating' while its job is pending or running.
  ['pdfsGenerating', pdfKinds(`'pending', 'running'`)],
  ['pdfsGenerated', pdfKinds(`'done'`)],
  ['duplicateFromEdlID', 'reports.duplicate_from_edl_id'],
  // The costing is defined once its lines are built (the costing screen's first opening).
  ['hasDefinedCosting', 'exists(select from costing_lines c where c.report_id = reports.id)'],
  ['isPlatformConnected', 'reports.is_platform_connected'],
  ['fromAutoEdl', 'reports.from_auto_edl'],
  ['hasConvention', 'reports.has_convention'],
  ['syncDate', ms('reports.sync_date')],
  ['lastUpdatedDate', ms('reports.last_updated_date')],
];

/** The members as a select list, each named as its key (`"edlIO"`…). */
export const summarySelectList = () =>
  SUMMARY_MEMBERS.map(([member, expression]) => `${expression} as "${member}"`).join(',\n    ');

/**
 * The body of `report_summary_members(r reports)`: the members as compact JSON without the braces.
 * row_to_json adds no spaces, and without the braces the list adds the name by concatenation alone
 * (taking the closing brace off on every read counts the characters of the whole text: a tenth of
 * the list's cost). The row is named `reports` so that the members read as they do in reads.ts.
 */
export const summaryMembersBody = () => `
  select substr(json, 2, length(json) - 2) from (select row_to_json(item)::text as json from (select
    ${summarySelectList()}
  from (select (r).*) reports) item) members
`;
