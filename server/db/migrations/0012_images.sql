CREATE TABLE "images" (
	"hash" char(64) PRIMARY KEY NOT NULL,
	"mime" text DEFAULT 'image/webp' NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"byte_size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	CONSTRAINT "images_hash_check" CHECK ("images"."hash" ~ '^[0-9a-f]{64}$'),
	CONSTRAINT "images_mime_check" CHECK ("images"."mime" = 'image/webp')
);
--> statement-breakpoint
CREATE TABLE "question_images" (
	"question_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"image_hash" char(64) NOT NULL,
	"alt_text" text NOT NULL,
	CONSTRAINT "question_images_question_id_position_pk" PRIMARY KEY("question_id","position"),
	CONSTRAINT "question_images_position_check" CHECK ("question_images"."position" in (1, 2)),
	CONSTRAINT "question_images_alt_text_check" CHECK (char_length("question_images"."alt_text") between 1 and 250)
);
--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_images" ADD CONSTRAINT "question_images_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_images" ADD CONSTRAINT "question_images_image_hash_images_hash_fk" FOREIGN KEY ("image_hash") REFERENCES "public"."images"("hash") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "question_images_image_hash_idx" ON "question_images" USING btree ("image_hash");