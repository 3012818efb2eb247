ALTER TABLE "public_quiz_attempts" DROP CONSTRAINT "public_quiz_attempts_quiz_id_quizzes_id_fk";
--> statement-breakpoint
ALTER TABLE "quizzes" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "public_quiz_attempts" ADD CONSTRAINT "public_quiz_attempts_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE restrict ON UPDATE no action;