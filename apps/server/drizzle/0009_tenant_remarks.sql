CREATE TABLE "report_remark_links" (
	"report_id" integer PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_remark_links_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "report_remarks" (
	"id" serial PRIMARY KEY NOT NULL,
	"report_id" integer NOT NULL,
	"module_id" integer,
	"entry_id" integer,
	"place" text NOT NULL,
	"text" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "report_remark_links" ADD CONSTRAINT "report_remark_links_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_remarks" ADD CONSTRAINT "report_remarks_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_remarks_report_idx" ON "report_remarks" USING btree ("report_id","id");