CREATE TABLE "report_monthly_counts" (
	"user_id" integer NOT NULL,
	"month" date NOT NULL,
	"group_id" integer NOT NULL,
	"profile_id" integer NOT NULL,
	"edl_io" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "report_monthly_counts_user_id_month_group_id_profile_id_edl_io_pk" PRIMARY KEY("user_id","month","group_id","profile_id","edl_io")
);
--> statement-breakpoint
CREATE INDEX "report_monthly_counts_month_idx" ON "report_monthly_counts" USING btree ("month");--> statement-breakpoint
CREATE INDEX "report_monthly_counts_group_idx" ON "report_monthly_counts" USING btree ("group_id","month");--> statement-breakpoint
CREATE INDEX "report_monthly_counts_profile_idx" ON "report_monthly_counts" USING btree ("profile_id");--> statement-breakpoint
CREATE INDEX "report_monthly_counts_zero_idx" ON "report_monthly_counts" USING btree ("count") WHERE "report_monthly_counts"."count" = 0;--> statement-breakpoint
CREATE INDEX "reports_date_stats_idx" ON "reports" USING btree ("date","user_id","group_id","profile_id","edl_io");
--> statement-breakpoint
-- report_monthly_counts follows every change to reports, in the same transaction: a statement-level
-- trigger per event adds the new rows and takes away the old ones, grouped by key (moving a deleted
-- user's 2,000 reports writes a few rows; a comment edit nets to nothing and writes none). Keys are
-- written in key order (two statements never wait on each other crosswise), and a count falling to
-- 0 is removed through the partial index, so that only real counts remain. One function per event:
-- a trigger sees only its own transition tables.
CREATE FUNCTION "report_monthly_counts_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_monthly_counts AS c (user_id, month, group_id, profile_id, edl_io, count)
  SELECT user_id, date_trunc('month', date AT TIME ZONE 'Europe/Paris')::date,
         coalesce(group_id, 0), coalesce(profile_id, 0), edl_io, sum(delta)::int
  FROM (SELECT user_id, date, group_id, profile_id, edl_io, 1 AS delta FROM new_reports) changes
  GROUP BY 1, 2, 3, 4, 5 HAVING sum(delta) <> 0
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (user_id, month, group_id, profile_id, edl_io) DO UPDATE SET count = c.count + excluded.count;
  DELETE FROM report_monthly_counts WHERE count = 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "report_monthly_counts_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_monthly_counts AS c (user_id, month, group_id, profile_id, edl_io, count)
  SELECT user_id, date_trunc('month', date AT TIME ZONE 'Europe/Paris')::date,
         coalesce(group_id, 0), coalesce(profile_id, 0), edl_io, sum(delta)::int
  FROM (SELECT user_id, date, group_id, profile_id, edl_io, -1 AS delta FROM old_reports) changes
  GROUP BY 1, 2, 3, 4, 5 HAVING sum(delta) <> 0
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (user_id, month, group_id, profile_id, edl_io) DO UPDATE SET count = c.count + excluded.count;
  DELETE FROM report_monthly_counts WHERE count = 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "report_monthly_counts_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_monthly_counts AS c (user_id, month, group_id, profile_id, edl_io, count)
  SELECT user_id, date_trunc('month', date AT TIME ZONE 'Europe/Paris')::date,
         coalesce(group_id, 0), coalesce(profile_id, 0), edl_io, sum(delta)::int
  FROM (SELECT user_id, date, group_id, profile_id, edl_io, 1 AS delta FROM new_reports UNION ALL SELECT user_id, date, group_id, profile_id, edl_io, -1 AS delta FROM old_reports) changes
  GROUP BY 1, 2, 3, 4, 5 HAVING sum(delta) <> 0
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (user_id, month, group_id, profile_id, edl_io) DO UPDATE SET count = c.count + excluded.count;
  DELETE FROM report_monthly_counts WHERE count = 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "reports_monthly_counts_insert" AFTER INSERT ON "reports"
  REFERENCING NEW TABLE AS new_reports FOR EACH STATEMENT EXECUTE FUNCTION report_monthly_counts_insert();
--> statement-breakpoint
CREATE TRIGGER "reports_monthly_counts_delete" AFTER DELETE ON "reports"
  REFERENCING OLD TABLE AS old_reports FOR EACH STATEMENT EXECUTE FUNCTION report_monthly_counts_delete();
--> statement-breakpoint
CREATE TRIGGER "reports_monthly_counts_update" AFTER UPDATE ON "reports"
  REFERENCING OLD TABLE AS old_reports NEW TABLE AS new_reports
  FOR EACH STATEMENT EXECUTE FUNCTION report_monthly_counts_update();
--> statement-breakpoint
-- The reports saved before this migration.
INSERT INTO report_monthly_counts (user_id, month, group_id, profile_id, edl_io, count)
SELECT user_id, date_trunc('month', date AT TIME ZONE 'Europe/Paris')::date,
       coalesce(group_id, 0), coalesce(profile_id, 0), edl_io, count(*)::int
FROM reports GROUP BY 1, 2, 3, 4, 5;
