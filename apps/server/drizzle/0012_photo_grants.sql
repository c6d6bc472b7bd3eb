CREATE TABLE "photo_grants" (
	"user_id" integer NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "photo_grants_user_id_sha256_pk" PRIMARY KEY("user_id","sha256")
);
--> statement-breakpoint
ALTER TABLE "photo_grants" ADD CONSTRAINT "photo_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_grants" ADD CONSTRAINT "photo_grants_sha256_photo_blobs_sha256_fk" FOREIGN KEY ("sha256") REFERENCES "public"."photo_blobs"("sha256") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "photo_grants_sha_idx" ON "photo_grants" USING btree ("sha256");--> statement-breakpoint
-- The images stored before grants existed go to the owners of the reports linking them (a duplicated
-- report's owner included). An image no report links is granted to nobody: its uploader's device
-- sends it again (proof of possession) when a report needs it.
INSERT INTO "photo_grants" ("user_id", "sha256")
SELECT DISTINCT r."user_id", p."sha256" FROM "report_photos" p JOIN "reports" r ON r."id" = p."report_id"
ON CONFLICT DO NOTHING;
