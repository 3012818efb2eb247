ALTER TABLE "quiz_sessions" DROP CONSTRAINT "quiz_sessions_type_check";--> statement-breakpoint
ALTER TABLE "quiz_sessions" ADD COLUMN "deadline_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quiz_sessions" ADD COLUMN "time_limit_seconds" integer;--> statement-breakpoint
ALTER TABLE "quiz_sessions" ADD COLUMN "exam_progress" jsonb;--> statement-breakpoint
ALTER TABLE "quiz_sessions" ADD COLUMN "auto_submitted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "quiz_sessions_exam_deadline_idx" ON "quiz_sessions" USING btree ("deadline_at") WHERE "quiz_sessions"."quiz_type" = 'exam' and "quiz_sessions"."completed_at" is null;--> statement-breakpoint
CREATE INDEX "quiz_sessions_exam_sittings_idx" ON "quiz_sessions" USING btree ("total_questions","completed_at") WHERE "quiz_sessions"."quiz_type" = 'exam' and "quiz_sessions"."completed_at" is not null;--> statement-breakpoint
ALTER TABLE "quiz_sessions" ADD CONSTRAINT "quiz_sessions_type_check" CHECK ("quiz_sessions"."quiz_type" in ('quick', 'topic', 'review', 'shared-quiz', 'due', 'saved', 'exam'));