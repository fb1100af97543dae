CREATE TABLE "donor_portal_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"donor_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "recurring_gifts" ADD COLUMN "paused_until" date;--> statement-breakpoint
ALTER TABLE "donor_portal_tokens" ADD CONSTRAINT "donor_portal_tokens_donor_id_donors_id_fk" FOREIGN KEY ("donor_id") REFERENCES "public"."donors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "donor_portal_tokens_token_hash_key" ON "donor_portal_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "donor_portal_tokens_donor_id_idx" ON "donor_portal_tokens" USING btree ("donor_id");--> statement-breakpoint
CREATE INDEX "donor_portal_tokens_expires_at_idx" ON "donor_portal_tokens" USING btree ("expires_at");