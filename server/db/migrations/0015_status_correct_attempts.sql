ALTER TABLE "user_question_status" ADD COLUMN "correct_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Hand-written (ADR 043): the correct attempts so far, counted from the answer log, so that
-- correct_attempts equals the log from the start as attempts does.
UPDATE "user_question_status" s SET "correct_attempts" = c.n
FROM (
  SELECT user_id, question_id, count(*) FILTER (WHERE is_correct)::int AS n
  FROM user_answers GROUP BY user_id, question_id
) c
WHERE c.user_id = s.user_id AND c.question_id = s.question_id AND c.n > 0;
