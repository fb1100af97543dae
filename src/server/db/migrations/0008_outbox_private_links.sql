ALTER TABLE "outbox" ADD COLUMN "holds_private_link" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
-- Messages queued before this migration: the same test enqueueMail makes from now on
-- (holdsPrivateLink in src/domain/mail.ts), a share, signing or status page followed by a token.
UPDATE "outbox" SET "holds_private_link" = true
WHERE "text" ~ '/(shared|sign|waiting-list/status)/[A-Za-z0-9_-]{16,}'
   OR coalesce("html", '') ~ '/(shared|sign|waiting-list/status)/[A-Za-z0-9_-]{16,}';
