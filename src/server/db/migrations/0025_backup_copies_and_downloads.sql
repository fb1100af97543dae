CREATE TABLE "backup_copies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"run_id" uuid NOT NULL,
	"destination" text NOT NULL,
	"target" text NOT NULL,
	"file_name" text NOT NULL,
	"status" text NOT NULL,
	"finished_at" timestamp with time zone NOT NULL,
	"error" text,
	CONSTRAINT "backup_copies_status_check" CHECK ("backup_copies"."status" in ('succeeded', 'failed')),
	CONSTRAINT "backup_copies_destination_check" CHECK ("backup_copies"."destination" in ('folder', 's3'))
);
--> statement-breakpoint
CREATE TABLE "backup_downloads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "backup_downloads_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "backup_copies" ADD CONSTRAINT "backup_copies_run_id_backup_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."backup_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "backup_downloads" ADD CONSTRAINT "backup_downloads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "backup_copies_run_id_idx" ON "backup_copies" USING btree ("run_id");--> statement-breakpoint
CREATE INDEX "backup_copies_destination_idx" ON "backup_copies" USING btree ("destination","finished_at");--> statement-breakpoint
CREATE INDEX "backup_downloads_user_id_idx" ON "backup_downloads" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "backup_downloads_expires_at_idx" ON "backup_downloads" USING btree ("expires_at");