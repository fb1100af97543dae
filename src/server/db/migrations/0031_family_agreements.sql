ALTER TABLE "signature_requests" ALTER COLUMN "document_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "signature_recipients" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "signature_requests" ADD COLUMN "entry_id" uuid;--> statement-breakpoint
ALTER TABLE "signature_requests" ADD CONSTRAINT "signature_requests_entry_id_waiting_list_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."waiting_list"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "signature_requests_entry_id_idx" ON "signature_requests" USING btree ("entry_id");--> statement-breakpoint
ALTER TABLE "signature_recipients" ADD CONSTRAINT "signature_recipients_language_check" CHECK ("signature_recipients"."language" in ('en', 'es'));--> statement-breakpoint
ALTER TABLE "signature_requests" ADD CONSTRAINT "signature_requests_signs_one_thing_check" CHECK (("signature_requests"."document_id" is null) <> ("signature_requests"."entry_id" is null));