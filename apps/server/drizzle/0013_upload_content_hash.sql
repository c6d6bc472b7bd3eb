-- The SHA-256 of each upload's content (domain uploadContentText), kept beside its Idempotency-Key:
-- the key replays its first result only for the same content and refuses another (422
-- idempotency-key-reused). Reports saved before have none and replay as they did: their content
-- cannot be recomputed here (PostgreSQL's JSON text sorts keys and writes numbers its own way).
ALTER TABLE "reports" ADD COLUMN "content_hash" text;
