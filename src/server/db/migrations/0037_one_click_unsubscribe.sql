CREATE TABLE "email_suppressions" (
	"donor_id" uuid PRIMARY KEY NOT NULL,
	"email" text,
	"source" text NOT NULL,
	"unsubscribed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_suppressions_source_check" CHECK ("email_suppressions"."source" in ('one-click', 'link-page', 'staff', 'reply'))
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "email_suppressions" ADD CONSTRAINT "email_suppressions_donor_id_donors_id_fk" FOREIGN KEY ("donor_id") REFERENCES "public"."donors"("id") ON DELETE cascade ON UPDATE no action;