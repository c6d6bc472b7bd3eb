-- A session is a refresh-token family, alive while it holds a token neither rotated nor revoked.
-- Every request with an access token looks its session up (src/modules/auth/sessions.ts): this
-- index finds that one row whatever the number of tokens the family rotated through.
CREATE INDEX IF NOT EXISTS "refresh_tokens_live_family_idx" ON "refresh_tokens" USING btree ("family_id")
  WHERE "rotated_at" IS NULL AND "revoked_at" IS NULL;
