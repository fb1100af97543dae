CREATE TABLE "visit_booking_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visit_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"status" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"language" text NOT NULL,
	"party_size" integer NOT NULL,
	"accommodations" text[] DEFAULT '{}' NOT NULL,
	"note" text,
	"offer_expires_at" timestamp with time zone,
	"booked_at" timestamp with time zone,
	"reminders_sent" text[] DEFAULT '{}' NOT NULL,
	"attended" boolean,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visit_bookings_status_check" CHECK ("visit_bookings"."status" in ('booked', 'waiting', 'offered', 'cancelled')),
	CONSTRAINT "visit_bookings_language_check" CHECK ("visit_bookings"."language" in ('en', 'es')),
	CONSTRAINT "visit_bookings_accommodations_check" CHECK ("visit_bookings"."accommodations" <@ array['quiet-hour', 'low-light', 'no-crowd', 'sibling', 'break-room', 'family-only']::text[]),
	CONSTRAINT "visit_bookings_party_size_check" CHECK ("visit_bookings"."party_size" between 1 and 8),
	CONSTRAINT "visit_bookings_offer_check" CHECK (("visit_bookings"."status" = 'offered') = ("visit_bookings"."offer_expires_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "visit_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"kind" text NOT NULL,
	"title_en" text NOT NULL,
	"title_es" text NOT NULL,
	"description_en" text,
	"description_es" text,
	"format" text NOT NULL,
	"location" text,
	"meeting_url" text,
	"recurrence" jsonb NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date,
	"local_time" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"capacity" integer NOT NULL,
	"cutoff_minutes" integer NOT NULL,
	"languages" text[] NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visit_events_kind_check" CHECK ("visit_events"."kind" in ('family-session', 'campus-tour', 'investor-briefing', 'symposium', 'discovery-call', 'virtual-tour')),
	CONSTRAINT "visit_events_format_check" CHECK ("visit_events"."format" in ('in-person', 'virtual', 'call')),
	CONSTRAINT "visit_events_languages_check" CHECK ("visit_events"."languages" <@ array['en', 'es']::text[]),
	CONSTRAINT "visit_events_capacity_check" CHECK ("visit_events"."capacity" > 0),
	CONSTRAINT "visit_events_cutoff_check" CHECK ("visit_events"."cutoff_minutes" >= 0),
	CONSTRAINT "visit_events_duration_check" CHECK ("visit_events"."duration_minutes" > 0)
);
--> statement-breakpoint
CREATE TABLE "visit_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"capacity" integer NOT NULL,
	"cutoff_minutes" integer NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visit_sessions_status_check" CHECK ("visit_sessions"."status" in ('scheduled', 'cancelled')),
	CONSTRAINT "visit_sessions_capacity_check" CHECK ("visit_sessions"."capacity" > 0),
	CONSTRAINT "visit_sessions_times_check" CHECK ("visit_sessions"."ends_at" > "visit_sessions"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "visit_booking_links" ADD CONSTRAINT "visit_booking_links_booking_id_visit_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."visit_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_bookings" ADD CONSTRAINT "visit_bookings_session_id_visit_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."visit_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_sessions" ADD CONSTRAINT "visit_sessions_event_id_visit_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."visit_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "visit_booking_links_token_hash_key" ON "visit_booking_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "visit_booking_links_booking_id_idx" ON "visit_booking_links" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "visit_bookings_session_id_idx" ON "visit_bookings" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "visit_bookings_email_idx" ON "visit_bookings" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "visit_bookings_offer_expires_at_idx" ON "visit_bookings" USING btree ("offer_expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "visit_events_slug_key" ON "visit_events" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "visit_sessions_event_id_starts_at_key" ON "visit_sessions" USING btree ("event_id","starts_at");--> statement-breakpoint
CREATE INDEX "visit_sessions_starts_at_idx" ON "visit_sessions" USING btree ("starts_at");