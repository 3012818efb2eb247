-- Hand-written (drizzle-kit cannot order an extension before the index that needs it; ADR 037).
-- Near-duplicate questions for the write form: pg_trgm's similarity() on the stem, backed by a
-- GIN trigram index. pg_trgm is a trusted extension (PostgreSQL 13+): the database owner may
-- create it without superuser. It ships with the embedded PostgreSQL and Debian's
-- postgresql-contrib.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "questions_question_text_trgm_idx" ON "questions" USING gin ("question_text" gin_trgm_ops);
