import { eq } from 'drizzle-orm';
import type { OutboxMessageDto } from '../../../domain/mail/dtos.ts';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../http/app-error.ts';
import { recordAudit, type AuditActor } from '../audit/audit.service.ts';
import { outbox } from './mail.table.ts';
import { toOutboxMessageSummaryDto } from './outbox.service.ts';

/**
 * GET /api/outbox/:id: one message with its body, as an admin opens it in Settings. A body with
 * a private link (signing, status or share) gives whoever reads it what the link gives, so each
 * opening of one is audited with who opened it, in the same transaction as the read. The audit
 * entry names the message and what it is about, never the address or the link: the log outlives
 * a waiting-list entry deleted on request.
 */
export async function openOutboxMessage(options: {
  db: Database;
  id: string;
  actor: AuditActor;
  now: Date;
}): Promise<OutboxMessageDto> {
  const { id, actor, now } = options;
  return options.db.transaction(async (tx) => {
    const [message] = await tx.select().from(outbox).where(eq(outbox.id, id));
    if (!message) throw notFound('This message');
    if (message.holdsPrivateLink) {
      await recordAudit({
        db: tx,
        actor,
        action: 'open',
        entity: 'outbox',
        entityId: id,
        details: { relatedEntity: message.relatedEntity, relatedId: message.relatedId },
        at: now,
      });
    }
    return { ...toOutboxMessageSummaryDto(message), text: message.text };
  });
}
