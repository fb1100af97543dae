import { and, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { OutboxListFilter } from '../../../domain/mail/mail.ts';
import type { OutboxMessageSummaryDto } from '../../../domain/mail/dtos.ts';
import type { Database } from '../../db/client.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import { recordAudit, type AuditActor } from '../audit/audit.service.ts';
import { outbox, type OutboxMessage } from './mail.table.ts';

const { text: _text, html: _html, ...LIST_COLUMNS } = getTableColumns(outbox);

/** A row as the list shows it: never the body (see OutboxMessageSummaryDto). */
export const toOutboxMessageSummaryDto = (
  row: Omit<OutboxMessage, 'text' | 'html'>,
): OutboxMessageSummaryDto => ({
  id: row.id,
  to: row.to,
  subject: row.subject,
  holdsPrivateLink: row.holdsPrivateLink,
  isDemo: row.isDemo,
  status: row.status,
  error: row.error,
  attempts: row.attempts,
  relatedEntity: row.relatedEntity,
  relatedId: row.relatedId,
  createdAt: row.createdAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
  nextAttemptAt: row.status === 'pending' ? (row.nextAttemptAt?.toISOString() ?? null) : null,
});

/** GET /api/outbox: one page, newest first, plus the number of all matches for X-Total-Count. */
export async function listOutboxMessages(options: {
  db: Database;
  query: OutboxListFilter;
}): Promise<{ items: OutboxMessageSummaryDto[]; total: number }> {
  const { db, query } = options;
  const where = query.status === 'all' ? undefined : eq(outbox.status, query.status);
  const [rows, counts] = await Promise.all([
    // Every column but the bodies: they are not shown, so they are not read.
    db
      .select(LIST_COLUMNS)
      .from(outbox)
      .where(where)
      // Messages written in one transaction share a time; the id keeps pages from overlapping.
      .orderBy(desc(outbox.createdAt), desc(outbox.id))
      .limit(query.limit)
      .offset(query.offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(outbox)
      .where(where),
  ]);
  return { items: rows.map(toOutboxMessageSummaryDto), total: counts[0]?.total ?? 0 };
}

/**
 * Puts a message that ran out of attempts back in the queue with a fresh set of attempts, due
 * now. Only failed messages: a pending one is already queued, a sent one would go out twice.
 */
export async function retryOutboxMessage(options: {
  db: Database;
  id: string;
  actor: AuditActor;
  now: Date;
  canDeliver: boolean;
}): Promise<OutboxMessageSummaryDto> {
  const { id, actor, now } = options;
  return options.db.transaction(async (tx) => {
    const [message] = await tx.select().from(outbox).where(eq(outbox.id, id)).for('update');
    if (!message) throw notFound('This message');
    if (message.status !== 'failed') {
      throw new AppError(
        409,
        `This message is ${message.status}, not failed: only failed messages can be sent again.`,
      );
    }
    if (!options.canDeliver) {
      throw new AppError(
        409,
        'No mail server is set up (SMTP_URL is not set), so the message cannot be sent again.',
      );
    }
    const [updated] = await tx
      .update(outbox)
      .set({ status: 'pending', attempts: 0, error: null, nextAttemptAt: now })
      .where(and(eq(outbox.id, id), eq(outbox.status, 'failed')))
      .returning();
    await recordAudit({
      db: tx,
      actor,
      action: 'retry',
      entity: 'outbox',
      entityId: id,
      details: { to: message.to, subject: message.subject, lastError: message.error },
      at: now,
    });
    return toOutboxMessageSummaryDto(updated!);
  });
}
