CREATE TABLE "backup_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"day" text,
	"status" text DEFAULT 'running' NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"file_name" text,
	"bytes" bigint,
	"error" text,
	CONSTRAINT "backup_runs_day_unique" UNIQUE("day"),
	CONSTRAINT "backup_runs_status_check" CHECK ("backup_runs"."status" in ('running', 'succeeded', 'failed')),
	CONSTRAINT "backup_runs_kind_check" CHECK ("backup_runs"."kind" in ('nightly', 'manual'))
);
--> statement-breakpoint
CREATE INDEX "backup_runs_started_at_idx" ON "backup_runs" USING btree ("started_at");
--> statement-breakpoint
-- A pledge's payments refer to the pledge in the same table. A restore loads rows in whatever
-- order the backup holds them and checks this reference at commit (ADR 022); everywhere else it
-- is still checked at once (INITIALLY IMMEDIATE). drizzle-kit does not model deferrability.
ALTER TABLE "donations" ALTER CONSTRAINT "donations_pledge_id_donations_id_fk" DEFERRABLE INITIALLY IMMEDIATE;
