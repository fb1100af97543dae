ALTER TABLE "donations" ADD COLUMN "tribute_notify_name" text;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "tribute_notify_email" text;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "tribute_notify_language" text;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "tribute_notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "online_gifts" ADD COLUMN "tribute_notify_name" text;--> statement-breakpoint
ALTER TABLE "online_gifts" ADD COLUMN "tribute_notify_email" text;--> statement-breakpoint
ALTER TABLE "online_gifts" ADD COLUMN "tribute_notify_language" text;--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_tribute_notify_check" CHECK (("donations"."tribute_notify_email" is null) = ("donations"."tribute_notify_name" is null) and ("donations"."tribute_notify_email" is null) = ("donations"."tribute_notify_language" is null) and ("donations"."tribute_notify_email" is null or "donations"."tribute_kind" is not null));--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_tribute_notify_language_check" CHECK ("donations"."tribute_notify_language" in ('en', 'es'));--> statement-breakpoint
ALTER TABLE "online_gifts" ADD CONSTRAINT "online_gifts_tribute_notify_language_check" CHECK ("online_gifts"."tribute_notify_language" in ('en', 'es'));