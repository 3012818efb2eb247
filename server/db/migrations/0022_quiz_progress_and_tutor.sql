ALTER TABLE "profiles" ADD COLUMN "tutor_mode" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "quiz_sessions" ADD COLUMN "progress" jsonb;--> statement-breakpoint
ALTER TABLE "quiz_sessions" ADD COLUMN "tutor" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "quiz_sessions_open_progress_idx" ON "quiz_sessions" USING btree ("user_id","created_at") WHERE "quiz_sessions"."completed_at" is null and "quiz_sessions"."progress" is not null;