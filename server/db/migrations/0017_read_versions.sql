CREATE SEQUENCE "public"."read_version_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "read_versions" (
	"id" smallint PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT nextval('read_version_seq') NOT NULL,
	CONSTRAINT "read_versions_one_row" CHECK ("read_versions"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "stats_version" bigint DEFAULT nextval('read_version_seq') NOT NULL;--> statement-breakpoint
-- Hand-written (ADR 050): the global version of the cached reads, and the triggers that move it.
-- Deferred constraint triggers run at commit, so the version row is locked only from then to the
-- commit, and it changes in the same transaction as the change it stands for: a reader that sees
-- the new version sees the change. Not a sequence's value or max(id) read by the reader: those
-- move before the writer commits, so a reader could cache what it computed before the commit
-- under the new version, and keep serving it. Only the columns the cached reads depend on fire
-- them: the answer counters that every answer moves must not invalidate every user's cache.
-- The row is made by the first bump, not here: a restore (db:restore) rebuilds the schema with
-- these migrations and then loads the backup's own row; no row reads as version 0.
CREATE FUNCTION "bump_read_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Once per transaction: a row written by this transaction already carries a new version.
  INSERT INTO "read_versions" ("id") VALUES (1)
  ON CONFLICT ("id") DO UPDATE SET "version" = nextval('read_version_seq')
  WHERE "read_versions"."xmin" <> pg_current_xact_id()::xid;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "questions_read_version" AFTER INSERT OR DELETE ON "questions"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_read_version"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "questions_read_version_update"
  AFTER UPDATE OF "deleted_at", "is_published", "created_by" ON "questions"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD."deleted_at" IS DISTINCT FROM NEW."deleted_at"
        OR OLD."is_published" IS DISTINCT FROM NEW."is_published"
        OR OLD."created_by" IS DISTINCT FROM NEW."created_by")
  EXECUTE FUNCTION "bump_read_version"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "question_topics_read_version"
  AFTER INSERT OR UPDATE OR DELETE ON "question_topics"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_read_version"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "topics_read_version" AFTER INSERT OR UPDATE OR DELETE ON "topics"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_read_version"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "flagged_questions_read_version"
  AFTER INSERT OR DELETE ON "flagged_questions"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_read_version"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "flagged_questions_read_version_update"
  AFTER UPDATE ON "flagged_questions"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD."status" IS DISTINCT FROM NEW."status"
        OR OLD."flagged_by" IS DISTINCT FROM NEW."flagged_by"
        OR OLD."question_id" IS DISTINCT FROM NEW."question_id")
  EXECUTE FUNCTION "bump_read_version"();--> statement-breakpoint
-- TRUNCATE fires no row trigger (the bench's generator, SQL outside the app).
CREATE TRIGGER "questions_read_version_truncate" AFTER TRUNCATE ON "questions"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_read_version"();--> statement-breakpoint
CREATE TRIGGER "question_topics_read_version_truncate" AFTER TRUNCATE ON "question_topics"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_read_version"();--> statement-breakpoint
CREATE TRIGGER "topics_read_version_truncate" AFTER TRUNCATE ON "topics"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_read_version"();--> statement-breakpoint
CREATE TRIGGER "flagged_questions_read_version_truncate" AFTER TRUNCATE ON "flagged_questions"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_read_version"();
