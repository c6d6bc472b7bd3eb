-- Names that read alike (packages/domain/src/validation/lookalikes.ts): each login, group name and
-- profile name keeps its confusable skeleton (Unicode TS #39), unique among accounts, among a
-- group's sub-groups (top-level groups together) and among an account's profiles, so that two at
-- once cannot both pass the check. The skeletons are computed in TypeScript (the domain's table),
-- so the rows already there get theirs when a server starts (src/db/lookalikeKeys.ts); a row whose
-- skeleton another already holds keeps none and stays as it is (no account is renamed or locked out).
ALTER TABLE "users" ADD COLUMN "login_skeleton" text;--> statement-breakpoint
CREATE UNIQUE INDEX "users_login_skeleton_unique" ON "users" USING btree ("login_skeleton");--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "name_skeleton" text;--> statement-breakpoint
CREATE UNIQUE INDEX "groups_parent_name_skeleton_unique" ON "groups" USING btree (coalesce("parent_id", 0), "name_skeleton");--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "name_skeleton" text;--> statement-breakpoint
CREATE UNIQUE INDEX "profiles_user_name_skeleton_unique" ON "profiles" USING btree ("user_id", "name_skeleton");
