CREATE TABLE "signature_recipients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"role" text NOT NULL,
	"routing_order" integer NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"staff_user_id" uuid,
	"token_hash" text,
	"status" text DEFAULT 'waiting' NOT NULL,
	"expires_at" timestamp with time zone,
	"reminders_sent" integer DEFAULT 0 NOT NULL,
	"next_reminder_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"viewed_at" timestamp with time zone,
	"signed_at" timestamp with time zone,
	"declined_at" timestamp with time zone,
	"signature_name" text,
	"signature_title" text,
	"signature_image" text,
	"decline_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "signature_recipients_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "signature_recipients_role_check" CHECK ("signature_recipients"."role" in ('signer', 'cc')),
	CONSTRAINT "signature_recipients_status_check" CHECK ("signature_recipients"."status" in ('waiting', 'sent', 'viewed', 'signed', 'declined')),
	CONSTRAINT "signature_recipients_routing_order_check" CHECK ("signature_recipients"."routing_order" >= 1),
	CONSTRAINT "signature_recipients_reminders_sent_check" CHECK ("signature_recipients"."reminders_sent" >= 0)
);
--> statement-breakpoint
ALTER TABLE "signature_requests" DROP CONSTRAINT "signature_requests_token_hash_unique";--> statement-breakpoint
ALTER TABLE "signature_requests" DROP CONSTRAINT "signature_requests_reminders_sent_check";--> statement-breakpoint
DROP INDEX "signature_requests_status_next_reminder_at_idx";--> statement-breakpoint
ALTER TABLE "signature_events" ADD COLUMN "recipient_id" uuid;--> statement-breakpoint
ALTER TABLE "signature_requests" ADD COLUMN "signing_order" text DEFAULT 'sequential' NOT NULL;--> statement-breakpoint
ALTER TABLE "signature_recipients" ADD CONSTRAINT "signature_recipients_request_id_signature_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."signature_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_recipients" ADD CONSTRAINT "signature_recipients_staff_user_id_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "signature_recipients_request_id_idx" ON "signature_recipients" USING btree ("request_id","position");--> statement-breakpoint
CREATE INDEX "signature_recipients_status_next_reminder_at_idx" ON "signature_recipients" USING btree ("status","next_reminder_at");--> statement-breakpoint
ALTER TABLE "signature_events" ADD CONSTRAINT "signature_events_recipient_id_signature_recipients_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."signature_recipients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Each existing request's one signer becomes its first recipient, with the link, reminders,
-- signature and decline reason that were on the request, and every event is theirs.
INSERT INTO "signature_recipients" ("request_id", "role", "routing_order", "position", "name", "email", "token_hash", "status", "expires_at", "reminders_sent", "next_reminder_at", "sent_at", "viewed_at", "signed_at", "declined_at", "signature_name", "signature_title", "signature_image", "decline_reason", "created_at", "updated_at")
SELECT "id", 'signer', 1, 1, "signer_name", "signer_email", "token_hash",
	CASE "status"
		WHEN 'completed' THEN 'signed'
		WHEN 'declined' THEN 'declined'
		WHEN 'delivered' THEN 'viewed'
		ELSE CASE WHEN "delivered_at" IS NULL THEN 'sent' ELSE 'viewed' END
	END,
	"expires_at", "reminders_sent", "next_reminder_at", "sent_at", "delivered_at", "completed_at", "declined_at",
	"signature_name", "signature_title", "signature_image", "decline_reason", "created_at", "updated_at"
FROM "signature_requests";--> statement-breakpoint
UPDATE "signature_events" SET "recipient_id" = "signature_recipients"."id"
FROM "signature_recipients" WHERE "signature_recipients"."request_id" = "signature_events"."request_id";--> statement-breakpoint
ALTER TABLE "signature_requests" DROP COLUMN "token_hash";--> statement-breakpoint
ALTER TABLE "signature_requests" DROP COLUMN "signer_name";--> statement-breakpoint
ALTER TABLE "signature_requests" DROP COLUMN "signer_email";--> statement-breakpoint
ALTER TABLE "signature_requests" DROP COLUMN "signature_name";--> statement-breakpoint
ALTER TABLE "signature_requests" DROP COLUMN "signature_title";--> statement-breakpoint
ALTER TABLE "signature_requests" DROP COLUMN "signature_image";--> statement-breakpoint
ALTER TABLE "signature_requests" DROP COLUMN "decline_reason";--> statement-breakpoint
ALTER TABLE "signature_requests" DROP COLUMN "expires_at";--> statement-breakpoint
ALTER TABLE "signature_requests" DROP COLUMN "reminders_sent";--> statement-breakpoint
ALTER TABLE "signature_requests" DROP COLUMN "next_reminder_at";--> statement-breakpoint
ALTER TABLE "signature_requests" ADD CONSTRAINT "signature_requests_signing_order_check" CHECK ("signature_requests"."signing_order" in ('sequential', 'parallel'));