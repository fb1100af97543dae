CREATE TABLE "demo_recipients" (
	"address" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "signature_requests" ADD COLUMN "is_demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "is_demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- hand-written:
-- A database seeded with demo data before demo records were marked: the demo data's addresses
-- are all at example.org, a domain reserved for examples (RFC 2606) that no one can receive
-- mail at. Mark those addresses, the signing requests whose signers are all among them, and
-- their mail in the outbox (ADR 039).
INSERT INTO "demo_recipients" ("address")
SELECT DISTINCT lower("email") FROM (
  SELECT "email" FROM "partners"
  UNION ALL SELECT "email" FROM "signature_recipients"
  UNION ALL SELECT "email" FROM "waiting_list"
  UNION ALL SELECT "email" FROM "donors"
) AS "known"
WHERE lower("email") ~ '@([a-z0-9-]+\.)*example\.org$'
ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE "signature_requests" SET "is_demo" = true
WHERE EXISTS (SELECT 1 FROM "signature_recipients" AS "r" WHERE "r"."request_id" = "signature_requests"."id")
  AND NOT EXISTS (
    SELECT 1 FROM "signature_recipients" AS "r"
    WHERE "r"."request_id" = "signature_requests"."id"
      AND lower("r"."email") NOT IN (SELECT "address" FROM "demo_recipients")
  );--> statement-breakpoint
UPDATE "outbox" SET "is_demo" = true,
  "status" = CASE WHEN "status" = 'pending' THEN 'logged' ELSE "status" END
WHERE lower("to") IN (SELECT "address" FROM "demo_recipients");
