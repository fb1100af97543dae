CREATE TABLE "households" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"mailing_name" text,
	"address" text,
	"city" text,
	"state" text,
	"zip_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "soft_credits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"donation_id" uuid NOT NULL,
	"donor_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "soft_credits_donation_donor_key" UNIQUE("donation_id","donor_id"),
	CONSTRAINT "soft_credits_kind_check" CHECK ("soft_credits"."kind" in ('spouse', 'household', 'solicitor', 'donor-advised-fund', 'matching-gift')),
	CONSTRAINT "soft_credits_amount_cents_check" CHECK ("soft_credits"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "donors" ADD COLUMN "household_id" uuid;--> statement-breakpoint
ALTER TABLE "soft_credits" ADD CONSTRAINT "soft_credits_donation_id_donations_id_fk" FOREIGN KEY ("donation_id") REFERENCES "public"."donations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "soft_credits" ADD CONSTRAINT "soft_credits_donor_id_donors_id_fk" FOREIGN KEY ("donor_id") REFERENCES "public"."donors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "households_name_idx" ON "households" USING btree ("name");--> statement-breakpoint
CREATE INDEX "soft_credits_donor_id_idx" ON "soft_credits" USING btree ("donor_id");--> statement-breakpoint
ALTER TABLE "donors" ADD CONSTRAINT "donors_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "donors_household_id_idx" ON "donors" USING btree ("household_id");