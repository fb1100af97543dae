ALTER TABLE "document_comments" ADD COLUMN "share_link_id" uuid;--> statement-breakpoint
ALTER TABLE "document_comments" ADD CONSTRAINT "document_comments_share_link_id_share_links_id_fk" FOREIGN KEY ("share_link_id") REFERENCES "public"."share_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Each comment posted through a link joins that link's conversation (ADR 029). Comments without a
-- share token were staff's and stay staff-only notes; a token of no link of the document stays null.
UPDATE "document_comments" SET "share_link_id" = "share_links"."id"
FROM "share_links"
WHERE "share_links"."share_token" = "document_comments"."share_token"
  AND "share_links"."document_id" = "document_comments"."document_id";--> statement-breakpoint
CREATE INDEX "collaboration_activity_share_token_created_at_idx" ON "collaboration_activity" USING btree ("share_token","created_at");--> statement-breakpoint
CREATE INDEX "document_comments_share_link_id_created_at_idx" ON "document_comments" USING btree ("share_link_id","created_at");