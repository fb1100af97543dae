CREATE TABLE "admission_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seat_group_id" uuid NOT NULL,
	"entry_id" uuid NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"token_hash" text NOT NULL,
	"reminder_token_hash" text,
	"offered_at" timestamp with time zone NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"reminded_at" timestamp with time zone,
	"answered_at" timestamp with time zone,
	"decline_reason" text,
	"offered_by" uuid,
	"out_of_order_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admission_offers_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "admission_offers_reminder_token_hash_unique" UNIQUE("reminder_token_hash"),
	CONSTRAINT "admission_offers_status_check" CHECK ("admission_offers"."status" in ('open', 'accepted', 'declined', 'lapsed', 'withdrawn'))
);
--> statement-breakpoint
CREATE TABLE "seat_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campus" text NOT NULL,
	"grade_or_program" text NOT NULL,
	"start_term" text NOT NULL,
	"capacity" integer NOT NULL,
	"auto_advance" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seat_groups_campus_check" CHECK ("seat_groups"."campus" in ('k12', 'bridge')),
	CONSTRAINT "seat_groups_start_term_check" CHECK ("seat_groups"."start_term" in ('fall', 'spring', 'summer')),
	CONSTRAINT "seat_groups_capacity_check" CHECK ("seat_groups"."capacity" >= 0)
);
--> statement-breakpoint
ALTER TABLE "admission_offers" ADD CONSTRAINT "admission_offers_seat_group_id_seat_groups_id_fk" FOREIGN KEY ("seat_group_id") REFERENCES "public"."seat_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admission_offers" ADD CONSTRAINT "admission_offers_entry_id_waiting_list_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."waiting_list"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admission_offers" ADD CONSTRAINT "admission_offers_offered_by_users_id_fk" FOREIGN KEY ("offered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admission_offers_seat_group_status_idx" ON "admission_offers" USING btree ("seat_group_id","status");--> statement-breakpoint
CREATE INDEX "admission_offers_status_deadline_idx" ON "admission_offers" USING btree ("status","deadline");--> statement-breakpoint
CREATE UNIQUE INDEX "admission_offers_one_live_per_entry_idx" ON "admission_offers" USING btree ("entry_id") WHERE "admission_offers"."status" in ('open', 'accepted');--> statement-breakpoint
CREATE UNIQUE INDEX "seat_groups_campus_grade_term_idx" ON "seat_groups" USING btree ("campus","grade_or_program","start_term");