import { z } from 'zod';

/**
 * Outbox message status. `logged` means no SMTP_URL is configured: the message is kept in the
 * outbox for admins to read but is not delivered.
 */
export const OUTBOX_STATUSES = ['pending', 'sent', 'failed', 'logged'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** An outbox message as admins see it in Settings. */
export type OutboxMessageDto = {
  id: string;
  to: string;
  subject: string;
  text: string;
  status: OutboxStatus;
  error: string | null;
  attempts: number;
  relatedEntity: string | null;
  relatedId: string | null;
  createdAt: string;
  sentAt: string | null;
  /** When a pending message is tried next; null once it is sent, failed or only logged. */
  nextAttemptAt: string | null;
};

/** Delivery gives up after this many failed attempts and marks the message failed. */
export const MAX_MAIL_ATTEMPTS = 6;

/**
 * Wait after the 1st, 2nd, ... failed attempt: short at first for a mail server that hiccups,
 * then hours for one that is down, so a message is retried for about 8.5 hours in all.
 */
export const MAIL_RETRY_DELAYS_MINUTES = [1, 5, 30, 120, 360] as const;

/** How long to wait after `attempts` failed attempts (the last delay repeats if ever needed). */
export function mailRetryDelayMs(attempts: number): number {
  const index = Math.min(Math.max(attempts, 1), MAIL_RETRY_DELAYS_MINUTES.length) - 1;
  return MAIL_RETRY_DELAYS_MINUTES[index]! * 60_000;
}

export const OUTBOX_PAGE_SIZE = 50;
export const MAX_OUTBOX_PAGE_SIZE = 200;

/** GET /api/outbox: newest first, optionally only one status. */
export const outboxListQuery = z.object({
  status: z
    .enum([...OUTBOX_STATUSES, 'all'], { error: `Choose a status: ${OUTBOX_STATUSES.join(', ')}` })
    .default('all'),
  limit: z.coerce
    .number({ error: 'Enter a number of messages' })
    .int('Enter a whole number of messages')
    .min(1, 'Ask for at least 1 message')
    .max(MAX_OUTBOX_PAGE_SIZE, `Ask for at most ${MAX_OUTBOX_PAGE_SIZE} messages`)
    .default(OUTBOX_PAGE_SIZE),
  offset: z.coerce
    .number({ error: 'Enter a number of messages to skip' })
    .int('Enter a whole number of messages to skip')
    .min(0, 'The offset cannot be negative')
    .default(0),
});
export type OutboxListQuery = z.input<typeof outboxListQuery>;
/** The query after parsing: status, limit and offset always present. */
export type OutboxListFilter = z.output<typeof outboxListQuery>;
