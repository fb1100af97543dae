CREATE TABLE "data_room_activity" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"room_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"document_id" uuid,
	"type" text NOT NULL,
	"visitor_email" text NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "data_room_activity_type_check" CHECK ("data_room_activity"."type" in ('opened', 'viewed', 'downloaded'))
);
--> statement-breakpoint
CREATE TABLE "data_room_document_time" (
	"member_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	"seconds" integer DEFAULT 0 NOT NULL,
	"last_seen_at" timestamp with time zone,
	CONSTRAINT "data_room_document_time_member_id_document_id_pk" PRIMARY KEY("member_id","document_id"),
	CONSTRAINT "data_room_document_time_seconds_check" CHECK ("data_room_document_time"."seconds" >= 0)
);
--> statement-breakpoint
CREATE TABLE "data_room_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"room_id" uuid NOT NULL,
	"folder_id" uuid,
	"kind" text NOT NULL,
	"nda_document_id" uuid,
	"generated_document_id" text,
	"data" "bytea",
	"filename" text,
	"size" integer,
	"page_count" integer,
	"text" text,
	"sha256" text,
	"title" text NOT NULL,
	"allow_download" boolean DEFAULT true NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "data_room_documents_kind_check" CHECK ("data_room_documents"."kind" in ('nda', 'generated', 'upload')),
	CONSTRAINT "data_room_documents_generated_check" CHECK ("data_room_documents"."generated_document_id" in ('best-in-class-strategy', 'healthcare-strategy', 'best-in-class-healthcare')),
	CONSTRAINT "data_room_documents_source_check" CHECK (("data_room_documents"."kind" = 'nda') = ("data_room_documents"."nda_document_id" is not null)
        and ("data_room_documents"."kind" = 'generated') = ("data_room_documents"."generated_document_id" is not null)
        and ("data_room_documents"."kind" = 'upload') = ("data_room_documents"."data" is not null))
);
--> statement-breakpoint
CREATE TABLE "data_room_folders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"room_id" uuid NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "data_room_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"room_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"organisation" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"token_hash" text NOT NULL,
	"invited_at" timestamp with time zone NOT NULL,
	"invited_by_user_id" uuid,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "data_room_members_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "data_room_members_language_check" CHECK ("data_room_members"."language" in ('en', 'es'))
);
--> statement-breakpoint
CREATE TABLE "data_room_passes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "data_room_passes_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "data_rooms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"nda_template_id" uuid,
	"created_by_user_id" uuid,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "signature_requests" DROP CONSTRAINT "signature_requests_signs_one_thing_check";--> statement-breakpoint
ALTER TABLE "signature_requests" ADD COLUMN "room_member_id" uuid;--> statement-breakpoint
ALTER TABLE "data_room_activity" ADD CONSTRAINT "data_room_activity_room_id_data_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."data_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_room_activity" ADD CONSTRAINT "data_room_activity_member_id_data_room_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."data_room_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_room_activity" ADD CONSTRAINT "data_room_activity_document_id_data_room_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."data_room_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_room_document_time" ADD CONSTRAINT "data_room_document_time_member_id_data_room_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."data_room_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_room_document_time" ADD CONSTRAINT "data_room_document_time_document_id_data_room_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."data_room_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_room_documents" ADD CONSTRAINT "data_room_documents_room_id_data_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."data_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_room_documents" ADD CONSTRAINT "data_room_documents_folder_id_data_room_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."data_room_folders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_room_documents" ADD CONSTRAINT "data_room_documents_nda_document_id_nda_documents_id_fk" FOREIGN KEY ("nda_document_id") REFERENCES "public"."nda_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_room_folders" ADD CONSTRAINT "data_room_folders_room_id_data_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."data_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_room_members" ADD CONSTRAINT "data_room_members_room_id_data_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."data_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_room_members" ADD CONSTRAINT "data_room_members_invited_by_user_id_users_id_fk" FOREIGN KEY ("invited_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_room_passes" ADD CONSTRAINT "data_room_passes_member_id_data_room_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."data_room_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_rooms" ADD CONSTRAINT "data_rooms_nda_template_id_nda_templates_id_fk" FOREIGN KEY ("nda_template_id") REFERENCES "public"."nda_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_rooms" ADD CONSTRAINT "data_rooms_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "data_room_activity_room_id_at_idx" ON "data_room_activity" USING btree ("room_id","at");--> statement-breakpoint
CREATE INDEX "data_room_activity_member_id_idx" ON "data_room_activity" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "data_room_activity_document_id_idx" ON "data_room_activity" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "data_room_document_time_document_id_idx" ON "data_room_document_time" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "data_room_documents_room_id_idx" ON "data_room_documents" USING btree ("room_id","position");--> statement-breakpoint
CREATE INDEX "data_room_documents_folder_id_idx" ON "data_room_documents" USING btree ("folder_id");--> statement-breakpoint
CREATE INDEX "data_room_documents_nda_document_id_idx" ON "data_room_documents" USING btree ("nda_document_id");--> statement-breakpoint
CREATE INDEX "data_room_folders_room_id_idx" ON "data_room_folders" USING btree ("room_id","position");--> statement-breakpoint
CREATE INDEX "data_room_members_room_id_idx" ON "data_room_members" USING btree ("room_id","email");--> statement-breakpoint
CREATE INDEX "data_room_members_invited_by_user_id_idx" ON "data_room_members" USING btree ("invited_by_user_id");--> statement-breakpoint
CREATE INDEX "data_room_passes_member_id_idx" ON "data_room_passes" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "data_rooms_nda_template_id_idx" ON "data_rooms" USING btree ("nda_template_id");--> statement-breakpoint
CREATE INDEX "data_rooms_created_by_user_id_idx" ON "data_rooms" USING btree ("created_by_user_id");--> statement-breakpoint
CREATE INDEX "data_rooms_created_at_idx" ON "data_rooms" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "signature_requests" ADD CONSTRAINT "signature_requests_room_member_id_data_room_members_id_fk" FOREIGN KEY ("room_member_id") REFERENCES "public"."data_room_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "signature_requests_room_member_id_idx" ON "signature_requests" USING btree ("room_member_id");--> statement-breakpoint
ALTER TABLE "signature_requests" ADD CONSTRAINT "signature_requests_signs_one_thing_check" CHECK (num_nonnulls("signature_requests"."document_id", "signature_requests"."entry_id", "signature_requests"."room_member_id") = 1);