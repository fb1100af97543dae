CREATE TABLE "online_gifts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"path" text NOT NULL,
	"frequency" text NOT NULL,
	"gift_cents" bigint NOT NULL,
	"cover_fee" boolean DEFAULT false NOT NULL,
	"charge_cents" bigint NOT NULL,
	"designation" text,
	"tribute_kind" text,
	"tribute_name" text,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"address" text,
	"city" text,
	"state" text,
	"zip_code" text,
	"note" text,
	"language" text NOT NULL,
	"checkout_session_id" text,
	"status" text DEFAULT 'open' NOT NULL,
	"donor_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "online_gifts_path_check" CHECK ("online_gifts"."path" in ('card', 'pledge')),
	CONSTRAINT "online_gifts_frequency_check" CHECK ("online_gifts"."frequency" in ('one-time', 'monthly')),
	CONSTRAINT "online_gifts_designation_check" CHECK ("online_gifts"."designation" in ('k12', 'research', 'infrastructure', 'scholarships', 'general')),
	CONSTRAINT "online_gifts_tribute_kind_check" CHECK ("online_gifts"."tribute_kind" in ('honour', 'memory')),
	CONSTRAINT "online_gifts_language_check" CHECK ("online_gifts"."language" in ('en', 'es')),
	CONSTRAINT "online_gifts_status_check" CHECK ("online_gifts"."status" in ('open', 'completed', 'failed', 'expired')),
	CONSTRAINT "online_gifts_amounts_check" CHECK ("online_gifts"."gift_cents" > 0 and "online_gifts"."charge_cents" >= "online_gifts"."gift_cents")
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"payment_intent" text,
	"amount_refunded_cents" bigint,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recurring_gifts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"donor_id" uuid NOT NULL,
	"online_gift_id" uuid,
	"subscription_id" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"designation" text,
	"campaign_id" uuid,
	"status" text DEFAULT 'active' NOT NULL,
	"started_on" date NOT NULL,
	"cancelled_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recurring_gifts_status_check" CHECK ("recurring_gifts"."status" in ('active', 'cancelled')),
	CONSTRAINT "recurring_gifts_amount_cents_check" CHECK ("recurring_gifts"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "donations" DROP CONSTRAINT "donations_status_check";--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "source" text DEFAULT 'staff' NOT NULL;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "online_gift_id" uuid;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "recurring_gift_id" uuid;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "tribute_kind" text;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "tribute_name" text;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "provider_payment_ref" text;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "provider_payment_intent" text;--> statement-breakpoint
ALTER TABLE "online_gifts" ADD CONSTRAINT "online_gifts_donor_id_donors_id_fk" FOREIGN KEY ("donor_id") REFERENCES "public"."donors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_gifts" ADD CONSTRAINT "recurring_gifts_donor_id_donors_id_fk" FOREIGN KEY ("donor_id") REFERENCES "public"."donors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_gifts" ADD CONSTRAINT "recurring_gifts_online_gift_id_online_gifts_id_fk" FOREIGN KEY ("online_gift_id") REFERENCES "public"."online_gifts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_gifts" ADD CONSTRAINT "recurring_gifts_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "online_gifts_checkout_session_id_key" ON "online_gifts" USING btree ("checkout_session_id");--> statement-breakpoint
CREATE INDEX "online_gifts_created_at_idx" ON "online_gifts" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "payment_events_payment_intent_idx" ON "payment_events" USING btree ("payment_intent");--> statement-breakpoint
CREATE UNIQUE INDEX "recurring_gifts_subscription_id_key" ON "recurring_gifts" USING btree ("subscription_id");--> statement-breakpoint
CREATE INDEX "recurring_gifts_donor_id_idx" ON "recurring_gifts" USING btree ("donor_id");--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_online_gift_id_online_gifts_id_fk" FOREIGN KEY ("online_gift_id") REFERENCES "public"."online_gifts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_recurring_gift_id_recurring_gifts_id_fk" FOREIGN KEY ("recurring_gift_id") REFERENCES "public"."recurring_gifts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "donations_source_gift_date_idx" ON "donations" USING btree ("source","gift_date");--> statement-breakpoint
CREATE INDEX "donations_recurring_gift_id_idx" ON "donations" USING btree ("recurring_gift_id");--> statement-breakpoint
CREATE UNIQUE INDEX "donations_provider_payment_ref_key" ON "donations" USING btree ("provider_payment_ref");--> statement-breakpoint
CREATE INDEX "donations_provider_payment_intent_idx" ON "donations" USING btree ("provider_payment_intent");--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_source_check" CHECK ("donations"."source" in ('staff', 'online'));--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_tribute_kind_check" CHECK ("donations"."tribute_kind" in ('honour', 'memory'));--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_tribute_check" CHECK (("donations"."tribute_kind" is null) = ("donations"."tribute_name" is null));--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_status_check" CHECK ("donations"."status" in ('pending', 'completed', 'cancelled', 'failed', 'refunded'));