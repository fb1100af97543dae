-- A link's view count is the number of its 'viewed' rows in the activity feed, which has held
-- every view all along (ADR 041): the tally and the new-view rows were a copy of that number.
DROP TABLE "share_link_new_views" CASCADE;--> statement-breakpoint
DROP TABLE "share_link_view_tallies" CASCADE;--> statement-breakpoint
CREATE INDEX "collaboration_activity_viewed_share_token_idx" ON "collaboration_activity" USING btree ("share_token") WHERE "collaboration_activity"."activity_type" = 'viewed';
