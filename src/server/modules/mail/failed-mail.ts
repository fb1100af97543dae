import { formatDateTime } from '../../../domain/common/date-format.ts';
import { MAX_OUTBOX_PAGE_SIZE } from '../../../domain/mail/mail.ts';
import { todayItemKey, type TodayItemDto } from '../../../domain/today/today-items.ts';
import type { Database } from '../../db/client.ts';
import { listOutboxMessages } from './outbox.service.ts';

/**
 * Messages that ran out of attempts, as Settings → Outbox lists them with the status "failed"
 * (the same query), for Today (ADR 053). `total` counts all of them when there are more than a
 * page. A message tried again and failing anew is a new item: its key holds the attempts.
 */
export async function failedMail(options: {
  db: Database;
}): Promise<{ items: TodayItemDto[]; total: number }> {
  const { items, total } = await listOutboxMessages({
    db: options.db,
    query: { status: 'failed', limit: MAX_OUTBOX_PAGE_SIZE, offset: 0 },
  });
  return {
    total,
    items: items.map((message) => ({
      key: todayItemKey('mail-failed', message.id, String(message.attempts)),
      kind: 'mail-failed',
      targetId: message.id,
      title: `${message.subject} — to ${message.to}`,
      detail:
        `Queued ${formatDateTime(message.createdAt)}; gave up after ${message.attempts} ` +
        `${message.attempts === 1 ? 'attempt' : 'attempts'}` +
        (message.error ? `: ${message.error}` : '.'),
      since: message.createdAt,
      href: `/admin/settings/outbox?message=${message.id}`,
      reply: null,
    })),
  };
}
