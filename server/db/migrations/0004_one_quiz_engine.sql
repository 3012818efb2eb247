-- One quiz engine (ADR 025): a shared quiz is a quiz session of type 'shared-quiz' that points
-- at its quiz; the attempts kept so far in public_quiz_attempts move into quiz_sessions and the
-- table goes.
ALTER TABLE "quiz_sessions" DROP CONSTRAINT "quiz_sessions_type_check";--> statement-breakpoint
ALTER TABLE "quiz_sessions" ADD COLUMN "quiz_id" uuid;--> statement-breakpoint
ALTER TABLE "quiz_sessions" ADD CONSTRAINT "quiz_sessions_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quiz_sessions_quiz_idx" ON "quiz_sessions" USING btree ("quiz_id");--> statement-breakpoint
ALTER TABLE "quiz_sessions" ADD CONSTRAINT "quiz_sessions_type_check" CHECK ("quiz_sessions"."quiz_type" in ('quick', 'topic', 'review', 'shared-quiz'));--> statement-breakpoint
-- Each attempt becomes a completed session under the same id. The questions are the quiz's as
-- they stand now, in order (the attempt never stored which were asked); the score percentage is
-- rounded as shared/domain/scoring.ts percent does (float division, half up); the nectar was
-- never stored per attempt, so it is 0, and there is no per-question result to replay.
INSERT INTO "quiz_sessions" (
  "id", "user_id", "quiz_type", "quiz_id", "question_ids", "total_questions", "created_at",
  "completed_at", "correct_answers", "score_percentage", "points_earned", "result"
)
SELECT a."id", a."user_id", 'shared-quiz', a."quiz_id",
  coalesce(
    (SELECT array_agg(qq."question_id" ORDER BY qq."question_order")
       FROM "quiz_questions" qq WHERE qq."quiz_id" = a."quiz_id"),
    '{}'
  ),
  a."total_questions", a."completed_at", a."completed_at", a."score",
  CASE WHEN a."total_questions" > 0
    THEN floor(a."score"::float8 / a."total_questions"::float8 * 100 + 0.5)::int
    ELSE 0 END,
  0, NULL
FROM "public_quiz_attempts" a;--> statement-breakpoint
DROP TABLE "public_quiz_attempts";
