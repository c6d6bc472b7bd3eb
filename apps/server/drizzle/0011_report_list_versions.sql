CREATE TABLE "report_list_versions" (
	"group_key" integer PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
-- Adds 1 to the versions of `keys` (report_list_versions), once per transaction each: a transaction
-- that changes many reports of a group (an account moved, thousands of reports seeded) updates the
-- version row once, not once per report. The keys already counted are kept in a setting local to
-- the transaction. The rows are locked in key order, so that two transactions never wait on each
-- other's versions.
CREATE FUNCTION "report_list_versions_bump"(keys integer[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  counted text := coalesce(nullif(current_setting('constat.report_list_versions', true), ''), ',');
  fresh integer[];
BEGIN
  SELECT array_agg(DISTINCT k ORDER BY k) INTO fresh FROM unnest(keys) k
  WHERE position(',' || k || ',' IN counted) = 0;
  IF fresh IS NULL THEN
    RETURN;
  END IF;
  INSERT INTO report_list_versions AS v (group_key, version)
  SELECT k, 1 FROM unnest(fresh) k ORDER BY k
  ON CONFLICT (group_key) DO UPDATE SET version = v.version + 1;
  PERFORM set_config('constat.report_list_versions', counted || array_to_string(fresh, ',') || ',', true);
END $$;
--> statement-breakpoint
CREATE FUNCTION "reports_list_version_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM report_list_versions_bump(CASE TG_OP
    WHEN 'INSERT' THEN ARRAY[coalesce(NEW.group_id, 0)]
    WHEN 'DELETE' THEN ARRAY[coalesce(OLD.group_id, 0)]
    ELSE ARRAY[coalesce(OLD.group_id, 0), coalesce(NEW.group_id, 0)] END);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Deferred to the commit: the version row is then locked after every row the transaction changes.
-- Locked at the change, a transaction changing two reports of a group would hold the version while
-- waiting for the second report, which another transaction could hold while waiting for the version.
-- PostgreSQL alters no table with trigger events pending: a transaction that changes reports and then
-- alters the table (a migration, say) runs `SET CONSTRAINTS ALL IMMEDIATE` in between.
CREATE CONSTRAINT TRIGGER "reports_list_version" AFTER INSERT OR UPDATE OR DELETE ON "reports"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION reports_list_version_bump();
--> statement-breakpoint
CREATE FUNCTION "every_report_list_version_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM report_list_versions_bump(ARRAY[-1]);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Every list shows the names of its reports' profiles.
CREATE CONSTRAINT TRIGGER "profiles_list_version" AFTER UPDATE OF "name" ON "profiles"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION every_report_list_version_bump();
--> statement-breakpoint
-- Emptying the table (tests, a restore) fires no row trigger.
CREATE TRIGGER "reports_list_version_truncate" AFTER TRUNCATE ON "reports"
  FOR EACH STATEMENT EXECUTE FUNCTION every_report_list_version_bump();
