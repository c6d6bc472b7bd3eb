-- Each backup the server took (src/backup/schedule.ts, npm run backup): when, and whether it
-- succeeded. GET /api/ready and the metrics show the age of the last good one and the failures
-- since, so that a backup failing every night is seen.
CREATE TABLE "backup_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ok" boolean NOT NULL,
	"folder" text,
	"bytes" bigint,
	"error" text
);
--> statement-breakpoint
CREATE INDEX "backup_runs_finished_idx" ON "backup_runs" USING btree ("finished_at");
