CREATE TABLE "flag_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"flag_id" uuid NOT NULL,
	"written_by" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "flagged_questions" ADD COLUMN "status" text DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE "flagged_questions" ADD COLUMN "resolved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "flag_messages" ADD CONSTRAINT "flag_messages_flag_id_flagged_questions_id_fk" FOREIGN KEY ("flag_id") REFERENCES "public"."flagged_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flag_messages" ADD CONSTRAINT "flag_messages_written_by_user_id_fk" FOREIGN KEY ("written_by") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "flag_messages_flag_idx" ON "flag_messages" USING btree ("flag_id","created_at");--> statement-breakpoint
ALTER TABLE "flagged_questions" ADD CONSTRAINT "flagged_questions_status_check" CHECK ("flagged_questions"."status" in ('open', 'fixed', 'dismissed'));