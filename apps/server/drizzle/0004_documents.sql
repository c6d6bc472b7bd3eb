CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"report_id" integer NOT NULL,
	"recipient" text NOT NULL,
	"locale" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "mail_outbox_status" CHECK ("mail_outbox"."status" in ('pending', 'sending', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "report_documents" (
	"report_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"locale" text NOT NULL,
	"generation" integer DEFAULT 1 NOT NULL,
	"sha256" text,
	"size" integer,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error" text,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"generated_at" timestamp with time zone,
	CONSTRAINT "report_documents_report_id_kind_pk" PRIMARY KEY("report_id","kind"),
	CONSTRAINT "report_documents_kind" CHECK ("report_documents"."kind" in ('edl', 'convention')),
	CONSTRAINT "report_documents_status" CHECK ("report_documents"."status" in ('pending', 'running', 'done', 'failed')),
	CONSTRAINT "report_documents_locale" CHECK ("report_documents"."locale" in ('fr', 'en', 'es'))
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_documents" ADD CONSTRAINT "report_documents_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_outbox_pending_idx" ON "mail_outbox" USING btree ("id") WHERE "mail_outbox"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "report_documents_pending_idx" ON "report_documents" USING btree ("requested_at") WHERE "report_documents"."status" = 'pending';