CREATE TABLE "stewardship_letters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"donor_id" uuid NOT NULL,
	"donation_id" uuid,
	"kind" text NOT NULL,
	"period_from" date,
	"period_to" date,
	"filename" text NOT NULL,
	"pdf" "bytea" NOT NULL,
	"sha256" text NOT NULL,
	"outbox_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stewardship_letters_kind_check" CHECK ("stewardship_letters"."kind" in ('acknowledgment', 'statement')),
	CONSTRAINT "stewardship_letters_period_check" CHECK ("stewardship_letters"."period_to" is null or "stewardship_letters"."period_to" >= "stewardship_letters"."period_from")
);
--> statement-breakpoint
CREATE TABLE "email_campaign_recipients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"donor_id" uuid NOT NULL,
	"email" text NOT NULL,
	"outbox_id" uuid,
	"opened_at" timestamp with time zone,
	"clicked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_campaign_recipients_campaign_donor_key" UNIQUE("campaign_id","donor_id")
);
--> statement-breakpoint
ALTER TABLE "donations" DROP CONSTRAINT "donations_amount_cents_check";--> statement-breakpoint
DROP INDEX "donors_email_idx";--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "pledge_id" uuid;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "installments" jsonb;--> statement-breakpoint
ALTER TABLE "stewardship_letters" ADD CONSTRAINT "stewardship_letters_donor_id_donors_id_fk" FOREIGN KEY ("donor_id") REFERENCES "public"."donors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stewardship_letters" ADD CONSTRAINT "stewardship_letters_donation_id_donations_id_fk" FOREIGN KEY ("donation_id") REFERENCES "public"."donations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stewardship_letters" ADD CONSTRAINT "stewardship_letters_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_campaign_recipients" ADD CONSTRAINT "email_campaign_recipients_campaign_id_email_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."email_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_campaign_recipients" ADD CONSTRAINT "email_campaign_recipients_donor_id_donors_id_fk" FOREIGN KEY ("donor_id") REFERENCES "public"."donors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stewardship_letters_donor_id_idx" ON "stewardship_letters" USING btree ("donor_id");--> statement-breakpoint
CREATE INDEX "stewardship_letters_donation_id_idx" ON "stewardship_letters" USING btree ("donation_id");--> statement-breakpoint
CREATE INDEX "stewardship_letters_created_by_idx" ON "stewardship_letters" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "email_campaign_recipients_donor_id_idx" ON "email_campaign_recipients" USING btree ("donor_id");--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_pledge_id_donations_id_fk" FOREIGN KEY ("pledge_id") REFERENCES "public"."donations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "donations_pledge_id_idx" ON "donations" USING btree ("pledge_id");--> statement-breakpoint
CREATE UNIQUE INDEX "donors_email_lower_key" ON "donors" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "donors_total_given_cents_idx" ON "donors" USING btree ("total_given_cents");--> statement-breakpoint
CREATE INDEX "donors_last_gift_date_idx" ON "donors" USING btree ("last_gift_date");--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_pledge_installments_check" CHECK (("donations"."donation_type" = 'pledge') = ("donations"."installments" is not null));--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_pledge_payment_check" CHECK ("donations"."pledge_id" is null or "donations"."donation_type" = 'one-time');--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_amount_cents_check" CHECK ("donations"."amount_cents" > 0);