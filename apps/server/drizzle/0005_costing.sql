CREATE TABLE "calibrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"group_id" integer,
	"owner_key" text NOT NULL,
	"identity_key" text NOT NULL,
	"reference" text,
	"name" text,
	"custom" boolean DEFAULT false NOT NULL,
	"type" text NOT NULL,
	"nature" text DEFAULT 'all' NOT NULL,
	"action" text NOT NULL,
	"unit_cost" integer,
	"tax_rate" integer,
	CONSTRAINT "calibrations_one_owner" CHECK (("calibrations"."user_id" is null) <> ("calibrations"."group_id" is null)),
	CONSTRAINT "calibrations_type" CHECK ("calibrations"."type" in ('equipment', 'coating')),
	CONSTRAINT "calibrations_action" CHECK ("calibrations"."action" in ('all', 'repair', 'replace', 'clean')),
	CONSTRAINT "calibrations_unit_cost" CHECK ("calibrations"."unit_cost" is null or "calibrations"."unit_cost" >= 0),
	CONSTRAINT "calibrations_tax_rate" CHECK ("calibrations"."tax_rate" is null or "calibrations"."tax_rate" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "costing_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"report_id" integer NOT NULL,
	"position" integer NOT NULL,
	"element_path" text NOT NULL,
	"name" text NOT NULL,
	"module" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"action" text,
	"task" text,
	"measure" integer,
	"nature" text,
	"wear" integer DEFAULT 0 NOT NULL,
	"cost" integer,
	"tax_rate" integer NOT NULL,
	"unit_cost" integer,
	"before_description" text,
	"after_description" text,
	CONSTRAINT "costing_lines_wear" CHECK ("costing_lines"."wear" between 0 and 100 and "costing_lines"."wear" % 5 = 0)
);
--> statement-breakpoint
CREATE TABLE "report_public_tokens" (
	"report_id" integer PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_public_tokens_token_unique" UNIQUE("token")
);
--> statement-breakpoint
ALTER TABLE "calibrations" ADD CONSTRAINT "calibrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calibrations" ADD CONSTRAINT "calibrations_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "costing_lines" ADD CONSTRAINT "costing_lines_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_public_tokens" ADD CONSTRAINT "report_public_tokens_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calibrations_owner_identity_unique" ON "calibrations" USING btree ("owner_key","identity_key");--> statement-breakpoint
CREATE INDEX "calibrations_user_idx" ON "calibrations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "calibrations_group_idx" ON "calibrations" USING btree ("group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "costing_lines_report_element_unique" ON "costing_lines" USING btree ("report_id","element_path");--> statement-breakpoint
CREATE INDEX "costing_lines_report_idx" ON "costing_lines" USING btree ("report_id","position");