ALTER TABLE "donations" ADD COLUMN "goods_or_services_description" text;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "goods_or_services_value_cents" bigint;--> statement-breakpoint
ALTER TABLE "donors" ADD COLUMN "staff_stage" text;--> statement-breakpoint
ALTER TABLE "donors" ADD COLUMN "staff_stage_on" date;--> statement-breakpoint
ALTER TABLE "donors" ADD COLUMN "first_gift_date" date;--> statement-breakpoint
ALTER TABLE "email_campaigns" DROP COLUMN "sent_count";--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_goods_or_services_value_check" CHECK ("donations"."goods_or_services_value_cents" between 0 and "donations"."amount_cents");--> statement-breakpoint
ALTER TABLE "donors" ADD CONSTRAINT "donors_staff_stage_check" CHECK ("donors"."staff_stage" in ('cultivating', 'solicited'));--> statement-breakpoint
ALTER TABLE "donors" ADD CONSTRAINT "donors_staff_stage_on_check" CHECK (("donors"."staff_stage" is null) = ("donors"."staff_stage_on" is null));--> statement-breakpoint
-- Donors written before this migration (ADR 015). A Cultivating or Solicited
-- status was set by staff: it becomes their stage, dated by the donor's last change.
UPDATE "donors" SET
  "staff_stage" = "status",
  "staff_stage_on" = ("updated_at" AT TIME ZONE 'America/Chicago')::date
WHERE "status" IN ('cultivating', 'solicited');
--> statement-breakpoint
UPDATE "donors" SET "first_gift_date" = (
  SELECT min("gift_date") FROM "donations"
  WHERE "donations"."donor_id" = "donors"."id"
    AND "donations"."status" = 'completed' AND "donations"."donation_type" = 'one-time');
--> statement-breakpoint
-- The status by the rules of src/domain/crm-donor-status.ts as they stand in this migration, with
-- the default period of 18 months (no setting can exist yet). From here on the server keeps it.
UPDATE "donors" SET "status" = CASE
  WHEN "staff_stage" IS NOT NULL
    AND ("last_gift_date" IS NULL OR "last_gift_date" < "staff_stage_on") THEN "staff_stage"
  WHEN "last_gift_date" IS NULL THEN 'prospect'
  WHEN ("last_gift_date" + interval '18 months')::date
    <= (now() AT TIME ZONE 'America/Chicago')::date THEN 'lapsed'
  ELSE 'donor'
END;
