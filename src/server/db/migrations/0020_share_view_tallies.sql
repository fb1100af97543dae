CREATE TABLE "share_link_new_views" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"share_token" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "share_link_view_tallies" (
	"share_token" text PRIMARY KEY NOT NULL,
	"views" integer NOT NULL,
	CONSTRAINT "share_link_view_tallies_views_check" CHECK ("share_link_view_tallies"."views" >= 0)
);
--> statement-breakpoint
-- Each existing link starts with its tally: the number of its views so far.
INSERT INTO "share_link_view_tallies" ("share_token", "views")
SELECT "share_links"."share_token", count(*)::int
FROM "share_links"
JOIN "collaboration_activity" ON "collaboration_activity"."share_token" = "share_links"."share_token"
WHERE "collaboration_activity"."activity_type" = 'viewed'
GROUP BY "share_links"."share_token";--> statement-breakpoint
DROP INDEX "collaboration_activity_viewed_share_token_idx";--> statement-breakpoint
ALTER TABLE "share_link_new_views" ADD CONSTRAINT "share_link_new_views_share_token_share_links_share_token_fk" FOREIGN KEY ("share_token") REFERENCES "public"."share_links"("share_token") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_link_view_tallies" ADD CONSTRAINT "share_link_view_tallies_share_token_share_links_share_token_fk" FOREIGN KEY ("share_token") REFERENCES "public"."share_links"("share_token") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "share_link_new_views_share_token_idx" ON "share_link_new_views" USING btree ("share_token");