import { z } from 'zod';
import { isoDateTime, uuid } from '../common/dto-fields.ts';
import { OUTBOX_STATUSES } from './mail.ts';

/**
 * A row of the outbox list in Settings: who, about what, how delivery went. No body: a body can
 * hold a live signing, status or share link, which a glance at the list must not show. The
 * body comes one message at a time (`OutboxMessageDto`).
 */
export const outboxMessageSummaryDto = z.object({
  id: uuid,
  to: z.string(),
  subject: z.string(),
  /** The body holds a private link (signing, status or share): opening it is audited. */
  holdsPrivateLink: z.boolean(),
  /** To a made-up address of the demo data: kept here, never delivered. */
  isDemo: z.boolean(),
  status: z.enum(OUTBOX_STATUSES),
  error: z.string().nullable(),
  attempts: z.number().int(),
  relatedEntity: z.string().nullable(),
  relatedId: z.string().nullable(),
  createdAt: isoDateTime,
  sentAt: isoDateTime.nullable(),
  /** When a pending message is tried next; null once it is sent, failed or only logged. */
  nextAttemptAt: isoDateTime.nullable(),
});
export type OutboxMessageSummaryDto = z.infer<typeof outboxMessageSummaryDto>;

/** GET /api/outbox/:id: one message with its body, as an admin opens it. */
export const outboxMessageDto = outboxMessageSummaryDto.extend({ text: z.string() });
export type OutboxMessageDto = z.infer<typeof outboxMessageDto>;
