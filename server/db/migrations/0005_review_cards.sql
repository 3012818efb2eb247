CREATE TABLE "review_cards" (
	"user_id" text NOT NULL,
	"question_id" uuid NOT NULL,
	"due" timestamp with time zone NOT NULL,
	"stability" double precision NOT NULL,
	"difficulty" double precision NOT NULL,
	"elapsed_days" integer NOT NULL,
	"scheduled_days" integer NOT NULL,
	"learning_steps" integer DEFAULT 0 NOT NULL,
	"reps" integer NOT NULL,
	"lapses" integer NOT NULL,
	"state" smallint NOT NULL,
	"last_review" timestamp with time zone,
	CONSTRAINT "review_cards_user_id_question_id_pk" PRIMARY KEY("user_id","question_id")
);
--> statement-breakpoint
ALTER TABLE "quiz_sessions" DROP CONSTRAINT "quiz_sessions_type_check";--> statement-breakpoint
ALTER TABLE "review_cards" ADD CONSTRAINT "review_cards_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_cards" ADD CONSTRAINT "review_cards_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_cards_user_due_idx" ON "review_cards" USING btree ("user_id","due");--> statement-breakpoint
ALTER TABLE "quiz_sessions" ADD CONSTRAINT "quiz_sessions_type_check" CHECK ("quiz_sessions"."quiz_type" in ('quick', 'topic', 'review', 'shared-quiz', 'due'));--> statement-breakpoint
-- Backfill (ADR 031): each question a user has answered (not their own, not deleted) gets the
-- card ts-fsrs gives a new card reviewed once at last_answered_at, rated by the last answer:
-- correct = Good, incorrect = Again. The numbers are ts-fsrs 5.4.2's with our scheduler
-- (default parameters, enable_short_term off, no fuzz): Again: stability 0.212, difficulty
-- 6.4133, due a day later; Good: stability 2.3065, difficulty 2.11810397, due 3 days later.
-- Earlier attempts are not replayed: only the last answer is kept per question.
INSERT INTO "review_cards" (
  "user_id", "question_id", "due", "stability", "difficulty", "elapsed_days", "scheduled_days",
  "learning_steps", "reps", "lapses", "state", "last_review"
)
SELECT s."user_id", s."question_id",
  s."last_answered_at" + CASE WHEN s."last_is_correct" THEN interval '3 days' ELSE interval '1 day' END,
  CASE WHEN s."last_is_correct" THEN 2.3065 ELSE 0.212 END,
  CASE WHEN s."last_is_correct" THEN 2.11810397 ELSE 6.4133 END,
  0,
  CASE WHEN s."last_is_correct" THEN 3 ELSE 1 END,
  0, 1, 0, 2, s."last_answered_at"
FROM "user_question_status" s
JOIN "questions" q ON q."id" = s."question_id"
WHERE q."deleted_at" IS NULL AND q."created_by" <> s."user_id";
