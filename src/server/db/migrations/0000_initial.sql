CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"ip_address" text,
	"user_agent" text,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"username" text NOT NULL,
	"password" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"company" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_id" uuid,
	"actor_name" text NOT NULL,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text,
	"details" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_name" text NOT NULL,
	"contact_name" text,
	"email" text,
	"phone" text,
	"address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nda_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"content" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nda_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"partner_id" uuid NOT NULL,
	"template_id" uuid,
	"purpose" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"effective_date" date DEFAULT current_date NOT NULL,
	"expiration_date" date,
	"duration" integer DEFAULT 12 NOT NULL,
	"content" text NOT NULL,
	"content_hash" text,
	"signed_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"viewed_at" timestamp with time zone,
	"docusign_envelope_id" text,
	"docusign_status" text,
	"docusign_sent_at" timestamp with time zone,
	"docusign_completed_at" timestamp with time zone,
	"signer_email" text,
	"signer_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "nda_documents_status_check" CHECK ("nda_documents"."status" in ('draft', 'sent', 'viewed', 'pending', 'completed', 'expired')),
	CONSTRAINT "nda_documents_docusign_status_check" CHECK ("nda_documents"."docusign_status" in ('sent', 'delivered', 'completed', 'declined', 'voided')),
	CONSTRAINT "nda_documents_duration_check" CHECK ("nda_documents"."duration" >= 1),
	CONSTRAINT "nda_documents_dates_check" CHECK ("nda_documents"."expiration_date" is null or "nda_documents"."expiration_date" >= "nda_documents"."effective_date")
);
--> statement-breakpoint
CREATE TABLE "share_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL,
	"share_token" text NOT NULL,
	"expires_at" timestamp with time zone,
	"access_level" text DEFAULT 'view' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"organization_type" text,
	"recipient" text,
	"recipient_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "share_links_share_token_unique" UNIQUE("share_token"),
	CONSTRAINT "share_links_access_level_check" CHECK ("share_links"."access_level" in ('view', 'comment', 'edit')),
	CONSTRAINT "share_links_organization_type_check" CHECK ("share_links"."organization_type" in ('hospital', 'investor', 'partner', 'board')),
	CONSTRAINT "share_links_view_count_check" CHECK ("share_links"."view_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "collaboration_activity" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL,
	"share_token" text,
	"activity_type" text NOT NULL,
	"actor_name" text,
	"actor_email" text,
	"details" text,
	"ip_address" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collaboration_activity_activity_type_check" CHECK ("collaboration_activity"."activity_type" in ('viewed', 'commented', 'shared', 'downloaded', 'edited', 'invited', 'revoked'))
);
--> statement-breakpoint
CREATE TABLE "document_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL,
	"share_token" text,
	"author_name" text NOT NULL,
	"author_email" text,
	"content" text NOT NULL,
	"is_resolved" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"content" text NOT NULL,
	"author_name" text NOT NULL,
	"author_email" text,
	"author_user_id" uuid,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_versions_source_check" CHECK ("document_versions"."source" in ('admin', 'share-link', 'upload')),
	CONSTRAINT "document_versions_number_check" CHECK ("document_versions"."number" >= 1)
);
--> statement-breakpoint
CREATE TABLE "signature_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"type" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"details" jsonb
);
--> statement-breakpoint
CREATE TABLE "signature_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"envelope_id" text,
	"token_hash" text,
	"signer_name" text NOT NULL,
	"signer_email" text NOT NULL,
	"subject" text NOT NULL,
	"message" text,
	"status" text DEFAULT 'sent' NOT NULL,
	"content_hash" text NOT NULL,
	"signed_pdf" "bytea",
	"signed_pdf_hash" text,
	"signature_name" text,
	"signature_title" text,
	"signature_image" text,
	"decline_reason" text,
	"void_reason" text,
	"expires_at" timestamp with time zone,
	"reminders_sent" integer DEFAULT 0 NOT NULL,
	"next_reminder_at" timestamp with time zone,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"declined_at" timestamp with time zone,
	"voided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "signature_requests_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "signature_requests_provider_check" CHECK ("signature_requests"."provider" in ('builtin', 'docusign')),
	CONSTRAINT "signature_requests_status_check" CHECK ("signature_requests"."status" in ('sent', 'delivered', 'completed', 'declined', 'voided')),
	CONSTRAINT "signature_requests_reminders_sent_check" CHECK ("signature_requests"."reminders_sent" >= 0)
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"related_entity" text,
	"related_id" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now(),
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outbox_status_check" CHECK ("outbox"."status" in ('pending', 'sent', 'failed', 'logged')),
	CONSTRAINT "outbox_attempts_check" CHECK ("outbox"."attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"filename" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploads_size_check" CHECK ("uploads"."size" >= 0)
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "waiting_list" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"campus" text NOT NULL,
	"grade_level" text,
	"program_interest" text,
	"student_needs" text,
	"parent_guardian_name" text,
	"emergency_contact" text,
	"heard_about_us" text,
	"additional_info" text,
	"status" text DEFAULT 'active' NOT NULL,
	"priority" integer DEFAULT 1 NOT NULL,
	"enrollment_preference" text,
	"language" text DEFAULT 'en' NOT NULL,
	"ip_address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waiting_list_campus_check" CHECK ("waiting_list"."campus" in ('k12', 'bridge')),
	CONSTRAINT "waiting_list_status_check" CHECK ("waiting_list"."status" in ('active', 'contacted', 'invited', 'enrolled', 'withdrawn')),
	CONSTRAINT "waiting_list_grade_level_check" CHECK ("waiting_list"."grade_level" in ('kindergarten', '1st-grade', '2nd-grade', '3rd-grade', '4th-grade', '5th-grade', '6th-grade', '7th-grade', '8th-grade', '9th-grade', '10th-grade', '11th-grade', '12th-grade', 'early-college')),
	CONSTRAINT "waiting_list_program_interest_check" CHECK ("waiting_list"."program_interest" in ('pharmaceutical-systems', 'biomedical-technology', 'applied-mathematics', 'computer-science', 'environmental-science', 'neuroscience-research', 'business-technology', 'pre-professional', 'undecided')),
	CONSTRAINT "waiting_list_heard_about_us_check" CHECK ("waiting_list"."heard_about_us" in ('website', 'social-media', 'referral', 'educational-professional', 'community-event', 'high-school-counselor', 'college-fair', 'nova-learn', 'news-media', 'other')),
	CONSTRAINT "waiting_list_enrollment_preference_check" CHECK ("waiting_list"."enrollment_preference" in ('fall', 'spring', 'summer')),
	CONSTRAINT "waiting_list_language_check" CHECK ("waiting_list"."language" in ('en', 'es'))
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"goal_cents" bigint,
	"raised_cents" bigint DEFAULT 0 NOT NULL,
	"start_date" date,
	"end_date" date,
	"status" text DEFAULT 'planning' NOT NULL,
	"type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaigns_status_check" CHECK ("campaigns"."status" in ('planning', 'active', 'completed')),
	CONSTRAINT "campaigns_goal_cents_check" CHECK ("campaigns"."goal_cents" >= 0),
	CONSTRAINT "campaigns_raised_cents_check" CHECK ("campaigns"."raised_cents" >= 0),
	CONSTRAINT "campaigns_dates_check" CHECK ("campaigns"."end_date" is null or "campaigns"."end_date" >= "campaigns"."start_date")
);
--> statement-breakpoint
CREATE TABLE "donations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"donor_id" uuid NOT NULL,
	"amount_cents" bigint NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"donation_type" text NOT NULL,
	"designation" text,
	"payment_method" text,
	"transaction_id" text,
	"campaign_id" uuid,
	"status" text DEFAULT 'pending' NOT NULL,
	"gift_date" date DEFAULT current_date NOT NULL,
	"acknowledgment_sent" boolean DEFAULT false NOT NULL,
	"acknowledgment_date" date,
	"tax_receipt_sent" boolean DEFAULT false NOT NULL,
	"tax_receipt_date" date,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "donations_donation_type_check" CHECK ("donations"."donation_type" in ('one-time', 'pledge')),
	CONSTRAINT "donations_status_check" CHECK ("donations"."status" in ('pending', 'completed', 'cancelled')),
	CONSTRAINT "donations_payment_method_check" CHECK ("donations"."payment_method" in ('check', 'card', 'ach', 'wire', 'stock', 'cash', 'other')),
	CONSTRAINT "donations_amount_cents_check" CHECK ("donations"."amount_cents" >= 0),
	CONSTRAINT "donations_currency_check" CHECK ("donations"."currency" ~ '^[A-Z]{3}$')
);
--> statement-breakpoint
CREATE TABLE "donors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text,
	"phone" text,
	"organization" text,
	"title" text,
	"donor_type" text NOT NULL,
	"capacity" text,
	"interests" text[] DEFAULT '{}'::text[] NOT NULL,
	"address" text,
	"city" text,
	"state" text,
	"zip_code" text,
	"notes" text,
	"status" text DEFAULT 'prospect' NOT NULL,
	"total_given_cents" bigint DEFAULT 0 NOT NULL,
	"last_gift_date" date,
	"last_contact_date" date,
	"next_follow_up" date,
	"assigned_to" text,
	"source" text,
	"rating" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "donors_status_check" CHECK ("donors"."status" in ('prospect', 'cultivating', 'solicited', 'donor', 'lapsed')),
	CONSTRAINT "donors_donor_type_check" CHECK ("donors"."donor_type" in ('individual', 'foundation', 'corporation', 'government')),
	CONSTRAINT "donors_capacity_check" CHECK ("donors"."capacity" in ('major', 'mid-level', 'annual', 'legacy')),
	CONSTRAINT "donors_interests_check" CHECK ("donors"."interests" <@ array['k12', 'research', 'infrastructure', 'scholarships', 'general']::text[]),
	CONSTRAINT "donors_total_given_cents_check" CHECK ("donors"."total_given_cents" >= 0),
	CONSTRAINT "donors_rating_check" CHECK ("donors"."rating" between 0 and 5)
);
--> statement-breakpoint
CREATE TABLE "email_campaigns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"subject" text NOT NULL,
	"content" text NOT NULL,
	"html_content" text,
	"segment" jsonb,
	"recipient_count" integer DEFAULT 0 NOT NULL,
	"sent_count" integer DEFAULT 0 NOT NULL,
	"open_count" integer DEFAULT 0 NOT NULL,
	"click_count" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"scheduled_for" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_campaigns_status_check" CHECK ("email_campaigns"."status" in ('draft', 'scheduled', 'sent'))
);
--> statement-breakpoint
CREATE TABLE "interactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"donor_id" uuid NOT NULL,
	"type" text NOT NULL,
	"subject" text,
	"description" text,
	"outcome" text,
	"contacted_by" text,
	"interaction_date" date DEFAULT current_date NOT NULL,
	"follow_up_date" date,
	"attachments" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interactions_type_check" CHECK ("interactions"."type" in ('call', 'email', 'meeting', 'event', 'letter', 'other'))
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nda_documents" ADD CONSTRAINT "nda_documents_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nda_documents" ADD CONSTRAINT "nda_documents_template_id_nda_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."nda_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_links" ADD CONSTRAINT "share_links_document_id_nda_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."nda_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collaboration_activity" ADD CONSTRAINT "collaboration_activity_document_id_nda_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."nda_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_comments" ADD CONSTRAINT "document_comments_document_id_nda_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."nda_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_versions" ADD CONSTRAINT "document_versions_document_id_nda_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."nda_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_versions" ADD CONSTRAINT "document_versions_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_events" ADD CONSTRAINT "signature_events_request_id_signature_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."signature_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_requests" ADD CONSTRAINT "signature_requests_document_id_nda_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."nda_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_donor_id_donors_id_fk" FOREIGN KEY ("donor_id") REFERENCES "public"."donors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_campaigns" ADD CONSTRAINT "email_campaigns_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interactions" ADD CONSTRAINT "interactions_donor_id_donors_id_fk" FOREIGN KEY ("donor_id") REFERENCES "public"."donors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_at_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_idx" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "audit_log_actor_id_idx" ON "audit_log" USING btree ("actor_id");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "partners_company_name_lower_idx" ON "partners" USING btree (lower("company_name"));--> statement-breakpoint
CREATE INDEX "partners_created_at_idx" ON "partners" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "nda_templates_created_at_idx" ON "nda_templates" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "nda_documents_partner_id_idx" ON "nda_documents" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "nda_documents_template_id_idx" ON "nda_documents" USING btree ("template_id");--> statement-breakpoint
CREATE INDEX "nda_documents_status_idx" ON "nda_documents" USING btree ("status");--> statement-breakpoint
CREATE INDEX "nda_documents_created_at_idx" ON "nda_documents" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "nda_documents_expiration_date_idx" ON "nda_documents" USING btree ("expiration_date");--> statement-breakpoint
CREATE INDEX "share_links_document_id_idx" ON "share_links" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "collaboration_activity_document_id_created_at_idx" ON "collaboration_activity" USING btree ("document_id","created_at");--> statement-breakpoint
CREATE INDEX "document_comments_document_id_created_at_idx" ON "document_comments" USING btree ("document_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "document_versions_document_id_number_idx" ON "document_versions" USING btree ("document_id","number");--> statement-breakpoint
CREATE INDEX "document_versions_author_user_id_idx" ON "document_versions" USING btree ("author_user_id");--> statement-breakpoint
CREATE INDEX "signature_events_request_id_at_idx" ON "signature_events" USING btree ("request_id","at");--> statement-breakpoint
CREATE INDEX "signature_requests_document_id_idx" ON "signature_requests" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "signature_requests_status_next_reminder_at_idx" ON "signature_requests" USING btree ("status","next_reminder_at");--> statement-breakpoint
CREATE INDEX "signature_requests_envelope_id_idx" ON "signature_requests" USING btree ("envelope_id");--> statement-breakpoint
CREATE INDEX "outbox_status_next_attempt_at_idx" ON "outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "outbox_created_at_idx" ON "outbox" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "outbox_related_idx" ON "outbox" USING btree ("related_entity","related_id");--> statement-breakpoint
CREATE INDEX "waiting_list_ranking_idx" ON "waiting_list" USING btree ("campus","status","priority" DESC NULLS LAST,"created_at");--> statement-breakpoint
CREATE INDEX "waiting_list_duplicate_idx" ON "waiting_list" USING btree ("campus",lower("email"),lower("first_name"),lower("last_name"));--> statement-breakpoint
CREATE INDEX "waiting_list_created_at_idx" ON "waiting_list" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "campaigns_status_idx" ON "campaigns" USING btree ("status");--> statement-breakpoint
CREATE INDEX "donations_donor_id_idx" ON "donations" USING btree ("donor_id");--> statement-breakpoint
CREATE INDEX "donations_campaign_id_idx" ON "donations" USING btree ("campaign_id");--> statement-breakpoint
CREATE INDEX "donations_gift_date_idx" ON "donations" USING btree ("gift_date");--> statement-breakpoint
CREATE INDEX "donations_status_idx" ON "donations" USING btree ("status");--> statement-breakpoint
CREATE INDEX "donors_status_idx" ON "donors" USING btree ("status");--> statement-breakpoint
CREATE INDEX "donors_donor_type_idx" ON "donors" USING btree ("donor_type");--> statement-breakpoint
CREATE INDEX "donors_last_name_lower_idx" ON "donors" USING btree (lower("last_name"));--> statement-breakpoint
CREATE INDEX "donors_email_idx" ON "donors" USING btree ("email");--> statement-breakpoint
CREATE INDEX "donors_next_follow_up_idx" ON "donors" USING btree ("next_follow_up");--> statement-breakpoint
CREATE INDEX "email_campaigns_status_idx" ON "email_campaigns" USING btree ("status");--> statement-breakpoint
CREATE INDEX "email_campaigns_created_by_idx" ON "email_campaigns" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "interactions_donor_id_interaction_date_idx" ON "interactions" USING btree ("donor_id","interaction_date");--> statement-breakpoint
CREATE INDEX "interactions_follow_up_date_idx" ON "interactions" USING btree ("follow_up_date");