ALTER TABLE "mail_outbox" ALTER COLUMN "report_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "auto_edl_id" integer;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_auto_edl_id_auto_edls_id_fk" FOREIGN KEY ("auto_edl_id") REFERENCES "public"."auto_edls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_subject" CHECK (("mail_outbox"."report_id" is null) <> ("mail_outbox"."auto_edl_id" is null));