ALTER TABLE "partners" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "partners_archived_at_idx" ON "partners" USING btree ("archived_at");