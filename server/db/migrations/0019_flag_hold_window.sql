ALTER TABLE "flagged_questions" ADD COLUMN "opened_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "flagged_questions" ADD COLUMN "lapsed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Hand-written (ADR 058): an existing flag was opened when it was last changed (raised, reopened
-- or given a new reason), the closest the table knows; the flag-hold job lapses the old ones.
UPDATE "flagged_questions" SET "opened_at" = "updated_at";--> statement-breakpoint
-- A flag raised by someone who had not answered the question (no longer possible) holds nothing,
-- and does not start to when they answer later: only a flag row's change moves a hold.
UPDATE "flagged_questions" f SET "lapsed" = true
WHERE f."flagged_by" <> (SELECT q."created_by" FROM "questions" q WHERE q."id" = f."question_id")
  AND NOT EXISTS (SELECT 1 FROM "user_question_status" s
                  WHERE s."user_id" = f."flagged_by" AND s."question_id" = f."question_id");--> statement-breakpoint
-- A flag that lapses (or reopens) can release (or hold) its question: the read version moves.
DROP TRIGGER "flagged_questions_read_version_update" ON "flagged_questions";--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "flagged_questions_read_version_update"
  AFTER UPDATE ON "flagged_questions"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD."status" IS DISTINCT FROM NEW."status"
        OR OLD."flagged_by" IS DISTINCT FROM NEW."flagged_by"
        OR OLD."question_id" IS DISTINCT FROM NEW."question_id"
        OR OLD."lapsed" IS DISTINCT FROM NEW."lapsed")
  EXECUTE FUNCTION "bump_read_version"();
