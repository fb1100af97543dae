import { z } from 'zod';
import { APP_SHELL_PATHS } from '../site/app-shell-pages.ts';

/**
 * Outbox message status. `logged` means no SMTP_URL is configured: the message is kept in the
 * outbox for admins to read but is not delivered.
 */
export const OUTBOX_STATUSES = ['pending', 'sent', 'failed', 'logged'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/**
 * The pages whose address carries the key to something private: a share link, a signing link, a
 * family's status link. They are the app-shell pages that end in a token, so a new one is covered.
 */
const PRIVATE_LINK_PAGES = APP_SHELL_PATHS.filter((path) => path.endsWith('/:token')).map((path) =>
  path.slice(0, -':token'.length),
);
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const PRIVATE_LINK = new RegExp(
  `(?:${PRIVATE_LINK_PAGES.map(escapeRegExp).join('|')})[A-Za-z0-9_-]{16,}`,
);

/** Whether a message's text or HTML holds a private link (decided once, when it is queued). */
export const holdsPrivateLink = (mail: { text: string; html?: string | null }): boolean =>
  PRIVATE_LINK.test(mail.text) || PRIVATE_LINK.test(mail.html ?? '');

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
