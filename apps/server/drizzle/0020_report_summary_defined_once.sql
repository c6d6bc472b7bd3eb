-- The saved list's item defined once (src/modules/reports/summaryMembers.ts generates the function
-- below; a test checks the installed one is that text), and 'hasDefinedCosting' true once a report's
-- costing lines are built: the function reads them, and a change to them rewrites the summary.
CREATE OR REPLACE FUNCTION "report_summary_members"(r "reports") RETURNS text LANGUAGE sql STABLE AS $$
  select substr(json, 2, length(json) - 2) from (select row_to_json(item)::text as json from (select
    reports.id as "id",
    reports.renter as "renter",
    reports.edl_io as "edlIO",
    floor(extract(epoch from reports.date) * 1000)::float8 as "date",
    reports.housing_size as "housingSize",
    reports.housing_ref as "housingRef",
    reports.agent as "agent",
    reports.owner as "owner",
    reports.address as "address",
    reports.profile_id as "profileId",
    reports.comment as "comment",
    reports.show_costs as "showCosts",
    reports.locale as "locale",
    array(select d.kind from report_documents d where d.report_id = reports.id and d.status in ('pending', 'running') order by d.kind) as "pdfsGenerating",
    array(select d.kind from report_documents d where d.report_id = reports.id and d.status in ('done') order by d.kind) as "pdfsGenerated",
    reports.duplicate_from_edl_id as "duplicateFromEdlID",
    exists(select from costing_lines c where c.report_id = reports.id) as "hasDefinedCosting",
    reports.is_platform_connected as "isPlatformConnected",
    reports.from_auto_edl as "fromAutoEdl",
    reports.has_convention as "hasConvention",
    floor(extract(epoch from reports.sync_date) * 1000)::float8 as "syncDate",
    floor(extract(epoch from reports.last_updated_date) * 1000)::float8 as "lastUpdatedDate"
  from (select (r).*) reports) item) members
$$;
--> statement-breakpoint
-- As for the report's PDFs (migration 0010): the update fires the reports trigger, which writes the
-- summary as this transaction sees the lines, under the report's row lock.
CREATE FUNCTION "costing_lines_summary_members"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE reports SET summary_members = '' WHERE id IN (SELECT DISTINCT report_id FROM changed_lines);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "costing_lines_summary_members_insert" AFTER INSERT ON "costing_lines"
  REFERENCING NEW TABLE AS changed_lines FOR EACH STATEMENT EXECUTE FUNCTION costing_lines_summary_members();
--> statement-breakpoint
CREATE TRIGGER "costing_lines_summary_members_delete" AFTER DELETE ON "costing_lines"
  REFERENCING OLD TABLE AS changed_lines FOR EACH STATEMENT EXECUTE FUNCTION costing_lines_summary_members();
--> statement-breakpoint
-- The reports whose costing was built before this migration.
UPDATE reports SET summary_members = '' WHERE id IN (SELECT DISTINCT report_id FROM costing_lines);
