ALTER TABLE "waiting_list" DROP CONSTRAINT "waiting_list_enrollment_preference_check";--> statement-breakpoint
ALTER TABLE "seat_groups" DROP CONSTRAINT "seat_groups_start_term_check";--> statement-breakpoint
ALTER TABLE "waiting_list" ADD CONSTRAINT "waiting_list_enrollment_preference_check" CHECK ("waiting_list"."enrollment_preference" ~ '^(spring|summer|fall)(-[0-9]{4})?$');--> statement-breakpoint
ALTER TABLE "seat_groups" ADD CONSTRAINT "seat_groups_start_term_check" CHECK ("seat_groups"."start_term" ~ '^(spring|summer|fall)(-[0-9]{4})?$');--> statement-breakpoint
-- hand-written:
-- The spec's three codes named Fall 2025, Spring 2026 and Summer 2026 (its labels): stored as
-- season-year codes, so a seat group and the families who chose its term match (ADR 035).
UPDATE "waiting_list" SET "enrollment_preference" = CASE "enrollment_preference" WHEN 'fall' THEN 'fall-2025' WHEN 'spring' THEN 'spring-2026' ELSE 'summer-2026' END WHERE "enrollment_preference" IN ('fall', 'spring', 'summer');--> statement-breakpoint
UPDATE "seat_groups" SET "start_term" = CASE "start_term" WHEN 'fall' THEN 'fall-2025' WHEN 'spring' THEN 'spring-2026' ELSE 'summer-2026' END WHERE "start_term" IN ('fall', 'spring', 'summer');
