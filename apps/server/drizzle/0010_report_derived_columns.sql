ALTER TABLE "reports" ADD COLUMN "search_bytes" "bytea" DEFAULT ''::bytea NOT NULL;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "summary_members" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- The members of the saved list's item (RemoteReportSummary in its key order, but for the profile's
-- name, which the list adds last) as compact JSON without the braces: row_to_json adds no spaces,
-- and without the braces the list adds the name by concatenation alone (taking the closing brace
-- off on every read counts the characters of the whole text: a tenth of the list's cost). Dates as
-- whole ms; a PDF kind is 'generating' while pending or running.
CREATE FUNCTION "report_summary_members"(r "reports") RETURNS text LANGUAGE sql STABLE AS $$
  SELECT substr(json, 2, length(json) - 2) FROM (SELECT row_to_json(x)::text AS json FROM (SELECT
    r.id AS "id", r.renter AS "renter", r.edl_io AS "edlIO",
    floor(extract(epoch FROM r.date) * 1000)::int8 AS "date", r.housing_size AS "housingSize",
    r.housing_ref AS "housingRef", r.agent AS "agent", r.owner AS "owner", r.address AS "address",
    r.profile_id AS "profileId", r.comment AS "comment", r.show_costs AS "showCosts", r.locale AS "locale",
    coalesce(pdfs.generating, '{}') AS "pdfsGenerating", coalesce(pdfs.generated, '{}') AS "pdfsGenerated",
    r.duplicate_from_edl_id AS "duplicateFromEdlID", false AS "hasDefinedCosting",
    r.is_platform_connected AS "isPlatformConnected", r.from_auto_edl AS "fromAutoEdl",
    r.has_convention AS "hasConvention", floor(extract(epoch FROM r.sync_date) * 1000)::int8 AS "syncDate",
    floor(extract(epoch FROM r.last_updated_date) * 1000)::int8 AS "lastUpdatedDate"
  FROM (SELECT array_agg(d.kind ORDER BY d.kind) FILTER (WHERE d.status IN ('pending', 'running')) AS generating,
               array_agg(d.kind ORDER BY d.kind) FILTER (WHERE d.status = 'done') AS generated
        FROM report_documents d WHERE d.report_id = r.id) pdfs) x) item
$$;
--> statement-breakpoint
-- The columns derived from a report's own: the search text's bytes, and the list item's members.
CREATE FUNCTION "reports_derived_columns_write"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_bytes := convert_to(NEW.search_text, 'UTF8');
  NEW.summary_members := report_summary_members(NEW);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "reports_derived_columns" BEFORE INSERT OR UPDATE ON "reports"
  FOR EACH ROW EXECUTE FUNCTION reports_derived_columns_write();
--> statement-breakpoint
-- A change to a report's PDFs rewrites its summary: the update fires the trigger above, which reads
-- the documents as this transaction sees them. The update also takes the report's row lock, so a
-- concurrent change to the report waits and then writes a summary with both changes.
CREATE FUNCTION "report_documents_summary_members"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE reports SET summary_members = '' WHERE id IN (SELECT report_id FROM changed_documents);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "report_documents_summary_members_insert" AFTER INSERT ON "report_documents"
  REFERENCING NEW TABLE AS changed_documents FOR EACH STATEMENT EXECUTE FUNCTION report_documents_summary_members();
--> statement-breakpoint
CREATE TRIGGER "report_documents_summary_members_update" AFTER UPDATE ON "report_documents"
  REFERENCING NEW TABLE AS changed_documents FOR EACH STATEMENT EXECUTE FUNCTION report_documents_summary_members();
--> statement-breakpoint
CREATE TRIGGER "report_documents_summary_members_delete" AFTER DELETE ON "report_documents"
  REFERENCING OLD TABLE AS changed_documents FOR EACH STATEMENT EXECUTE FUNCTION report_documents_summary_members();
--> statement-breakpoint
-- The reports saved before this migration.
UPDATE reports SET summary_members = '';--> statement-breakpoint
-- The scopes' search indexes read the bytes (reads.ts), built once the rows hold them.
DROP INDEX "reports_user_search_idx";--> statement-breakpoint
DROP INDEX "reports_group_search_idx";--> statement-breakpoint
CREATE INDEX "reports_user_search_idx" ON "reports" USING btree ("user_id","id","search_bytes");--> statement-breakpoint
CREATE INDEX "reports_group_search_idx" ON "reports" USING btree ("group_id","id","search_bytes");
