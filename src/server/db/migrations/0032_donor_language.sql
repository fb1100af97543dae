ALTER TABLE "donors" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "donors" ADD CONSTRAINT "donors_language_check" CHECK ("donors"."language" in ('en', 'es'));