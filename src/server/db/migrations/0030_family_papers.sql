CREATE TABLE "family_papers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entry_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"filename" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"data" "bytea" NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" uuid,
	CONSTRAINT "family_papers_kind_check" CHECK ("family_papers"."kind" in ('evaluation', 'iep', '504-plan', 'medical-letter', 'other')),
	CONSTRAINT "family_papers_mime_type_check" CHECK ("family_papers"."mime_type" in ('application/pdf', 'image/jpeg', 'image/png', 'image/heic', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document')),
	CONSTRAINT "family_papers_size_check" CHECK ("family_papers"."size" between 1 and 10485760)
);
--> statement-breakpoint
ALTER TABLE "family_papers" ADD CONSTRAINT "family_papers_entry_id_waiting_list_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."waiting_list"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_papers" ADD CONSTRAINT "family_papers_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "family_papers_entry_idx" ON "family_papers" USING btree ("entry_id","uploaded_at");--> statement-breakpoint
CREATE INDEX "family_papers_reviewed_by_idx" ON "family_papers" USING btree ("reviewed_by");