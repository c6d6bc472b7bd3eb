-- Download links e-mailed instead of a PDF too large to attach (issue 26, finding 7): the token's
-- hash, the report and the very blob the link serves, the recipient's language and the expiry.
CREATE TABLE "document_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"report_id" integer NOT NULL,
	"kind" text NOT NULL,
	"sha256" text NOT NULL,
	"locale" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "document_links_kind" CHECK ("document_links"."kind" in ('edl', 'convention')),
	CONSTRAINT "document_links_locale" CHECK ("document_links"."locale" in ('fr', 'en', 'es'))
);
--> statement-breakpoint
ALTER TABLE "document_links" ADD CONSTRAINT "document_links_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "document_links_token_unique" ON "document_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "document_links_expiry_idx" ON "document_links" USING btree ("expires_at");
