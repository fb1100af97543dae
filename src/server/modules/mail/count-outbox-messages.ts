import { eq, sql } from 'drizzle-orm';
import type { OutboxStatus } from '../../../domain/mail/mail.ts';
import type { Database } from '../../db/client.ts';
import { outbox } from './mail.table.ts';

/**
 * How many messages have a given status: `pending` is the backlog (waiting for their first or a
 * later attempt), `failed` ran out of attempts and waits for an admin. Read by GET /metrics at
 * every scrape, so it is one count on the (status, next_attempt_at) index.
 */
export async function countOutboxMessages(options: {
  db: Database;
  status: Extract<OutboxStatus, 'pending' | 'failed'>;
}): Promise<number> {
  const [row] = await options.db
    .select({ count: sql<number>`count(*)::int` })
    .from(outbox)
    .where(eq(outbox.status, options.status));
  return row?.count ?? 0;
}
