ALTER TABLE "share_links" DROP CONSTRAINT "share_links_view_count_check";--> statement-breakpoint
CREATE INDEX "collaboration_activity_viewed_share_token_idx" ON "collaboration_activity" USING btree ("share_token") WHERE "collaboration_activity"."activity_type" = 'viewed';--> statement-breakpoint
ALTER TABLE "share_links" DROP COLUMN "view_count";