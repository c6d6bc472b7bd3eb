-- What the parties of an exit agreement signed (issue 23, finding 3), kept apart from the editable
-- costing lines: revision 0 is the report's own signing (its pre-quotes, fingerprint and signatures),
-- each later revision a costing the parties signed on the device. Rows are only ever added.
CREATE TABLE "convention_signings" (
	"id" serial PRIMARY KEY NOT NULL,
	"report_id" integer NOT NULL,
	"revision" integer NOT NULL,
	"lines" jsonb NOT NULL,
	"signers" jsonb NOT NULL,
	"fingerprint" text NOT NULL,
	"signed_at" timestamp with time zone NOT NULL,
	"signed_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "convention_signings_revision" CHECK ("convention_signings"."revision" >= 0)
);--> statement-breakpoint
ALTER TABLE "convention_signings" ADD CONSTRAINT "convention_signings_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "convention_signings" ADD CONSTRAINT "convention_signings_signed_by_users_id_fk" FOREIGN KEY ("signed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "convention_signings_report_revision_unique" ON "convention_signings" USING btree ("report_id","revision");--> statement-breakpoint
-- When a costing line last changed: a revised agreement is dated by its last change.
ALTER TABLE "costing_lines" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;
