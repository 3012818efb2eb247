-- Custom SQL migration file, put your code below! --
-- Hand-written (ADR 050, amended): the cached answer histories and shared questions show a
-- question's text, options, key, explanation, reference and images, so a change of any of them
-- moves the global version at commit, like the columns 0017 already watches.
DROP TRIGGER "questions_read_version_update" ON "questions";--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "questions_read_version_update"
  AFTER UPDATE OF "deleted_at", "is_published", "created_by", "question_text", "correct_answer",
    "explanation", "reference" ON "questions"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD."deleted_at" IS DISTINCT FROM NEW."deleted_at"
        OR OLD."is_published" IS DISTINCT FROM NEW."is_published"
        OR OLD."created_by" IS DISTINCT FROM NEW."created_by"
        OR OLD."question_text" IS DISTINCT FROM NEW."question_text"
        OR OLD."correct_answer" IS DISTINCT FROM NEW."correct_answer"
        OR OLD."explanation" IS DISTINCT FROM NEW."explanation"
        OR OLD."reference" IS DISTINCT FROM NEW."reference")
  EXECUTE FUNCTION "bump_read_version"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "question_answers_read_version"
  AFTER INSERT OR UPDATE OR DELETE ON "question_answers"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_read_version"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "question_images_read_version"
  AFTER INSERT OR UPDATE OR DELETE ON "question_images"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_read_version"();--> statement-breakpoint
CREATE TRIGGER "question_answers_read_version_truncate" AFTER TRUNCATE ON "question_answers"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_read_version"();--> statement-breakpoint
CREATE TRIGGER "question_images_read_version_truncate" AFTER TRUNCATE ON "question_images"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_read_version"();--> statement-breakpoint
-- The cached class ranking (features/stats/class-ranking-cache.ts) compares each class's member
-- count and newest profiles.stats_version: a profile whose points, name, class or year change
-- takes a new version. recordAnswers' and awardPoints' profile update already gives one
-- (moveProfiles); this covers every other update (Profile Settings, onboarding, SQL outside the
-- app) without a second value for theirs.
CREATE FUNCTION "bump_profile_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."stats_version" := nextval('read_version_seq');
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "profiles_ranking_version"
  BEFORE UPDATE OF "points", "name", "gpep_class", "gpep_year" ON "profiles"
  FOR EACH ROW
  WHEN (OLD."stats_version" = NEW."stats_version"
        AND (OLD."points" IS DISTINCT FROM NEW."points"
             OR OLD."name" IS DISTINCT FROM NEW."name"
             OR OLD."gpep_class" IS DISTINCT FROM NEW."gpep_class"
             OR OLD."gpep_year" IS DISTINCT FROM NEW."gpep_year"))
  EXECUTE FUNCTION "bump_profile_version"();
