ALTER TABLE "waiting_list" DROP CONSTRAINT "waiting_list_status_check";--> statement-breakpoint
ALTER TABLE "waiting_list" ADD COLUMN "staff_notes" text;--> statement-breakpoint
ALTER TABLE "waiting_list" ADD COLUMN "status_token_hash" text;--> statement-breakpoint
CREATE INDEX "waiting_list_updated_at_idx" ON "waiting_list" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "waiting_list_grade_level_idx" ON "waiting_list" USING btree ("grade_level");--> statement-breakpoint
CREATE INDEX "waiting_list_program_interest_idx" ON "waiting_list" USING btree ("program_interest");--> statement-breakpoint
ALTER TABLE "waiting_list" ADD CONSTRAINT "waiting_list_status_token_hash_unique" UNIQUE("status_token_hash");--> statement-breakpoint
-- Hand-added: 'contacted' left the status list; such an entry is still waiting, so it becomes
-- 'active' before the new check is added (no code wrote it, but a database might hold one).
UPDATE "waiting_list" SET "status" = 'active' WHERE "status" = 'contacted';--> statement-breakpoint
ALTER TABLE "waiting_list" ADD CONSTRAINT "waiting_list_status_check" CHECK ("waiting_list"."status" in ('active', 'invited', 'enrolled', 'withdrawn', 'declined'));