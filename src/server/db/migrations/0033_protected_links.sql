CREATE TABLE "one_time_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purpose" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"email" text NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "one_time_codes_purpose_check" CHECK ("one_time_codes"."purpose" in ('share-link', 'signing', 'data-room'))
);
--> statement-breakpoint
CREATE TABLE "share_link_readers" (
	"share_link_id" uuid NOT NULL,
	"email" text NOT NULL,
	"first_viewed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "share_link_readers_share_link_id_email_pk" PRIMARY KEY("share_link_id","email")
);
--> statement-breakpoint
CREATE TABLE "share_visitor_passes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"share_link_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"email" text,
	"passcode_accepted_at" timestamp with time zone,
	"seconds_on_document" integer DEFAULT 0 NOT NULL,
	"last_seen_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "share_visitor_passes_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "share_visitor_passes_seconds_check" CHECK ("share_visitor_passes"."seconds_on_document" >= 0)
);
--> statement-breakpoint
ALTER TABLE "share_links" ADD COLUMN "name" text;--> statement-breakpoint
ALTER TABLE "share_links" ADD COLUMN "passcode_hash" text;--> statement-breakpoint
ALTER TABLE "share_links" ADD COLUMN "verify_email" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "share_links" ADD COLUMN "allow_list" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "share_links" ADD COLUMN "allow_download" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "share_links" ADD COLUMN "notify_on_first_view" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "share_links" ADD COLUMN "created_by_user_id" uuid;--> statement-breakpoint
ALTER TABLE "collaboration_activity" ADD COLUMN "visitor_email" text;--> statement-breakpoint
ALTER TABLE "collaboration_activity" ADD COLUMN "visitor_pass_id" uuid;--> statement-breakpoint
ALTER TABLE "signature_recipients" ADD COLUMN "identity_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "signature_recipients" ADD COLUMN "identity_method" text;--> statement-breakpoint
ALTER TABLE "signature_requests" ADD COLUMN "identity_check" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "share_link_readers" ADD CONSTRAINT "share_link_readers_share_link_id_share_links_id_fk" FOREIGN KEY ("share_link_id") REFERENCES "public"."share_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_visitor_passes" ADD CONSTRAINT "share_visitor_passes_share_link_id_share_links_id_fk" FOREIGN KEY ("share_link_id") REFERENCES "public"."share_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "one_time_codes_subject_idx" ON "one_time_codes" USING btree ("purpose","subject_id","email","created_at");--> statement-breakpoint
CREATE INDEX "one_time_codes_expires_at_idx" ON "one_time_codes" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "share_visitor_passes_share_link_id_idx" ON "share_visitor_passes" USING btree ("share_link_id");--> statement-breakpoint
ALTER TABLE "share_links" ADD CONSTRAINT "share_links_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_links" ADD CONSTRAINT "share_links_allow_list_check" CHECK (cardinality("share_links"."allow_list") = 0 or "share_links"."verify_email");--> statement-breakpoint
ALTER TABLE "signature_recipients" ADD CONSTRAINT "signature_recipients_identity_method_check" CHECK ("signature_recipients"."identity_method" in ('none', 'email-code'));--> statement-breakpoint
ALTER TABLE "signature_requests" ADD CONSTRAINT "signature_requests_identity_check_check" CHECK ("signature_requests"."identity_check" in ('none', 'email-code'));