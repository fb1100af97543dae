CREATE TABLE "nda_document_status_counts" (
	"status" text PRIMARY KEY NOT NULL,
	"documents" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_document_terms" (
	"partner_id" uuid PRIMARY KEY NOT NULL,
	"live_until" date
);
--> statement-breakpoint
CREATE TABLE "donor_status_counts" (
	"status" text PRIMARY KEY NOT NULL,
	"donors" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "partner_document_terms" ADD CONSTRAINT "partner_document_terms_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partner_document_terms_live_until_idx" ON "partner_document_terms" USING btree ("live_until");