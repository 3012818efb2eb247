CREATE TABLE "question_option_stats" (
	"question_id" uuid PRIMARY KEY NOT NULL,
	"answered_by" integer DEFAULT 0 NOT NULL,
	"answered_correctly" integer DEFAULT 0 NOT NULL,
	"chose_a" integer DEFAULT 0 NOT NULL,
	"chose_b" integer DEFAULT 0 NOT NULL,
	"chose_c" integer DEFAULT 0 NOT NULL,
	"chose_d" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "question_option_stats" ADD CONSTRAINT "question_option_stats_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Backfill (ADR 032): each user's earliest answer to each question they did not write.
INSERT INTO "question_option_stats" ("question_id", "answered_by", "answered_correctly", "chose_a", "chose_b", "chose_c", "chose_d")
SELECT f."question_id",
	count(*),
	count(*) FILTER (WHERE f."is_correct"),
	count(*) FILTER (WHERE f."selected_answer" = 'a'),
	count(*) FILTER (WHERE f."selected_answer" = 'b'),
	count(*) FILTER (WHERE f."selected_answer" = 'c'),
	count(*) FILTER (WHERE f."selected_answer" = 'd')
FROM (
	SELECT DISTINCT ON (ua."user_id", ua."question_id") ua."user_id", ua."question_id", ua."selected_answer", ua."is_correct"
	FROM "user_answers" ua
	ORDER BY ua."user_id", ua."question_id", ua."answered_at", ua."id"
) f
INNER JOIN "questions" q ON q."id" = f."question_id"
WHERE q."created_by" <> f."user_id"
GROUP BY f."question_id";
