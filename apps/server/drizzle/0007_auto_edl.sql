CREATE TABLE "auto_edls" (
	"id" serial PRIMARY KEY NOT NULL,
	"agent_user_id" integer NOT NULL,
	"group_id" integer,
	"profile_id" integer,
	"duplicate_from_id" integer,
	"email" text NOT NULL,
	"pre_data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tenant_user_id" integer,
	"login" text NOT NULL,
	"password" text NOT NULL,
	"done_at" timestamp with time zone,
	"result_report_id" integer,
	"renter" text
);
--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "from_auto_edl" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "auto_edls" ADD CONSTRAINT "auto_edls_agent_user_id_users_id_fk" FOREIGN KEY ("agent_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_edls" ADD CONSTRAINT "auto_edls_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_edls" ADD CONSTRAINT "auto_edls_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_edls" ADD CONSTRAINT "auto_edls_duplicate_from_id_reports_id_fk" FOREIGN KEY ("duplicate_from_id") REFERENCES "public"."reports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_edls" ADD CONSTRAINT "auto_edls_tenant_user_id_users_id_fk" FOREIGN KEY ("tenant_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_edls" ADD CONSTRAINT "auto_edls_result_report_id_reports_id_fk" FOREIGN KEY ("result_report_id") REFERENCES "public"."reports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auto_edls_agent_idx" ON "auto_edls" USING btree ("agent_user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "auto_edls_tenant_unique" ON "auto_edls" USING btree ("tenant_user_id");