ALTER TABLE "users" ADD COLUMN "roles" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
-- Before roles every admin could do everything: existing accounts keep that as owners (ADR 017).
UPDATE "users" SET "roles" = '{owner}'::text[];
