CREATE TABLE "document_sends" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL,
	"share_link_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"recipient_email" text NOT NULL,
	"access_level" text NOT NULL,
	"expires_at" timestamp with time zone,
	"message" text,
	"sent_by_name" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "document_sends_kind_check" CHECK ("document_sends"."kind" in ('send', 'invite')),
	CONSTRAINT "document_sends_access_level_check" CHECK ("document_sends"."access_level" in ('view', 'comment', 'edit'))
);
--> statement-breakpoint
ALTER TABLE "document_sends" ADD CONSTRAINT "document_sends_document_id_nda_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."nda_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_sends" ADD CONSTRAINT "document_sends_share_link_id_share_links_id_fk" FOREIGN KEY ("share_link_id") REFERENCES "public"."share_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_sends_document_id_sent_at_idx" ON "document_sends" USING btree ("document_id","sent_at");--> statement-breakpoint
CREATE INDEX "document_sends_share_link_id_idx" ON "document_sends" USING btree ("share_link_id");--> statement-breakpoint
-- hand-written: sends and invitations made before this table existed, from their audit entries
-- (the message was not kept then, so it stays null).
INSERT INTO "document_sends" ("document_id", "share_link_id", "kind", "recipient_email", "access_level", "expires_at", "message", "sent_by_name", "sent_at")
SELECT l."document_id", l."id", CASE a."action" WHEN 'send' THEN 'send' ELSE 'invite' END,
       coalesce(l."recipient_email", a."details"->>'recipient', a."details"->>'email'),
       l."access_level", l."expires_at", NULL, a."actor_name", a."at"
FROM "audit_log" a
JOIN "share_links" l ON l."id"::text = a."details"->>'shareLinkId'
WHERE a."entity" = 'document' AND a."action" IN ('send', 'invite')
  AND coalesce(l."recipient_email", a."details"->>'recipient', a."details"->>'email') IS NOT NULL;
