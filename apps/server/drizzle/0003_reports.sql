CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "photo_blobs" (
	"sha256" text PRIMARY KEY NOT NULL,
	"size" integer NOT NULL,
	"mime" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "photo_blobs_sha256_hex" CHECK ("photo_blobs"."sha256" ~ '^[0-9a-f]{64}$'),
	CONSTRAINT "photo_blobs_mime" CHECK ("photo_blobs"."mime" in ('image/jpeg', 'image/png'))
);
--> statement-breakpoint
CREATE TABLE "report_photos" (
	"report_id" integer NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"sha256" text NOT NULL,
	"ref" text NOT NULL,
	"context" text,
	CONSTRAINT "report_photos_report_id_position_pk" PRIMARY KEY("report_id","position"),
	CONSTRAINT "report_photos_kind" CHECK ("report_photos"."kind" in ('photo', 'signature'))
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"group_id" integer,
	"profile_id" integer,
	"idempotency_key" text NOT NULL,
	"document" jsonb NOT NULL,
	"local_id" bigint NOT NULL,
	"edl_io" text NOT NULL,
	"date" timestamp with time zone NOT NULL,
	"renter" text,
	"housing_size" text,
	"housing_ref" text,
	"agent" text,
	"owner" text,
	"address" text,
	"locale" text NOT NULL,
	"duplicate_from_edl_id" integer,
	"has_convention" boolean DEFAULT false NOT NULL,
	"is_platform_connected" boolean DEFAULT false NOT NULL,
	"comment" text,
	"show_costs" boolean DEFAULT true NOT NULL,
	"search_text" text NOT NULL,
	"sync_date" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated_date" timestamp with time zone,
	CONSTRAINT "reports_edl_io" CHECK ("reports"."edl_io" in ('Entrant', 'Sortant')),
	CONSTRAINT "reports_locale" CHECK ("reports"."locale" in ('fr', 'en', 'es'))
);
--> statement-breakpoint
ALTER TABLE "report_photos" ADD CONSTRAINT "report_photos_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_photos" ADD CONSTRAINT "report_photos_sha256_photo_blobs_sha256_fk" FOREIGN KEY ("sha256") REFERENCES "public"."photo_blobs"("sha256") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_photos_report_sha_idx" ON "report_photos" USING btree ("report_id","sha256");--> statement-breakpoint
CREATE INDEX "report_photos_sha_idx" ON "report_photos" USING btree ("sha256");--> statement-breakpoint
CREATE UNIQUE INDEX "reports_user_idempotency_key_unique" ON "reports" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "reports_user_id_idx" ON "reports" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "reports_user_search_idx" ON "reports" USING btree ("user_id","id","search_text");--> statement-breakpoint
CREATE INDEX "reports_group_id_idx" ON "reports" USING btree ("group_id","id");--> statement-breakpoint
CREATE INDEX "reports_group_search_idx" ON "reports" USING btree ("group_id","id","search_text");--> statement-breakpoint
CREATE INDEX "reports_profile_id_idx" ON "reports" USING btree ("profile_id","id");--> statement-breakpoint
CREATE INDEX "reports_search_trgm_idx" ON "reports" USING gin ("search_text" gin_trgm_ops);