ALTER TABLE "profiles" ADD COLUMN "answers_total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "answers_correct" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "user_question_status" ADD COLUMN "last_selected_answer" char(1) NOT NULL;--> statement-breakpoint
CREATE INDEX "user_question_status_user_wrong_idx" ON "user_question_status" USING btree ("user_id","last_answered_at") WHERE "user_question_status"."last_is_correct" = false;