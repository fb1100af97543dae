CREATE TABLE "signature_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"template_id" uuid,
	"title" text NOT NULL,
	"filename" text NOT NULL,
	"original_pdf" "bytea" NOT NULL,
	"original_sha256" text NOT NULL,
	"pages" jsonb NOT NULL,
	"fields" jsonb NOT NULL,
	"signed_pdf" "bytea",
	"signed_pdf_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "signature_documents_request_id_position_unique" UNIQUE("request_id","position"),
	CONSTRAINT "signature_documents_position_check" CHECK ("signature_documents"."position" >= 2)
);
--> statement-breakpoint
CREATE TABLE "signature_field_values" (
	"document_id" uuid NOT NULL,
	"field_id" text NOT NULL,
	"recipient_id" uuid NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "signature_field_values_document_id_field_id_pk" PRIMARY KEY("document_id","field_id")
);
--> statement-breakpoint
CREATE TABLE "pdf_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"filename" text NOT NULL,
	"pdf" "bytea" NOT NULL,
	"sha256" text NOT NULL,
	"size" integer NOT NULL,
	"pages" jsonb NOT NULL,
	"fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"signer_count" integer DEFAULT 1 NOT NULL,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pdf_templates_signer_count_check" CHECK ("pdf_templates"."signer_count" between 1 and 10),
	CONSTRAINT "pdf_templates_size_check" CHECK ("pdf_templates"."size" > 0)
);
--> statement-breakpoint
ALTER TABLE "signature_recipients" DROP CONSTRAINT "signature_recipients_role_check";--> statement-breakpoint
ALTER TABLE "signature_requests" DROP CONSTRAINT "signature_requests_signing_order_check";--> statement-breakpoint
ALTER TABLE "signature_documents" ADD CONSTRAINT "signature_documents_request_id_signature_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."signature_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_documents" ADD CONSTRAINT "signature_documents_template_id_pdf_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."pdf_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_field_values" ADD CONSTRAINT "signature_field_values_document_id_signature_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."signature_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_field_values" ADD CONSTRAINT "signature_field_values_recipient_id_signature_recipients_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."signature_recipients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pdf_templates" ADD CONSTRAINT "pdf_templates_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "signature_documents_signed_pdf_hash_idx" ON "signature_documents" USING btree ("signed_pdf_hash");--> statement-breakpoint
CREATE INDEX "signature_field_values_recipient_id_idx" ON "signature_field_values" USING btree ("recipient_id");--> statement-breakpoint
CREATE INDEX "pdf_templates_name_idx" ON "pdf_templates" USING btree ("name");--> statement-breakpoint
ALTER TABLE "signature_recipients" ADD CONSTRAINT "signature_recipients_role_check" CHECK ("signature_recipients"."role" in ('signer', 'approver', 'cc'));--> statement-breakpoint
ALTER TABLE "signature_requests" ADD CONSTRAINT "signature_requests_signing_order_check" CHECK ("signature_requests"."signing_order" in ('sequential', 'parallel', 'steps'));