CREATE TABLE "saved_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"campus" text NOT NULL,
	"language" text NOT NULL,
	"email" text NOT NULL,
	"answers" jsonb NOT NULL,
	"saved_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_applications_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "saved_applications_campus_check" CHECK ("saved_applications"."campus" in ('k12', 'bridge')),
	CONSTRAINT "saved_applications_language_check" CHECK ("saved_applications"."language" in ('en', 'es'))
);
--> statement-breakpoint
CREATE INDEX "saved_applications_expires_at_idx" ON "saved_applications" USING btree ("expires_at");