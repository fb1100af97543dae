ALTER TABLE "users" ADD COLUMN "roles" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
-- Before roles every admin could do everything: existing accounts keep that as owners (issue "Step 14").
UPDATE "users" SET "roles" = '{owner}'::text[];
