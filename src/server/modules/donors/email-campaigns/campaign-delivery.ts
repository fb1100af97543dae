import { and, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { CampaignDeliveryCounts } from '../../../../domain/crm/campaign-delivery.ts';
import { OUTBOX_STATUSES, type OutboxStatus } from '../../../../domain/mail/mail.ts';
import type { Database, Transaction } from '../../../db/client.ts';
import { outbox } from '../../mail/mail.table.ts';
import { emailCampaigns } from '../donors.table.ts';

/** What each outbox status means for a campaign's message (a new status must say). */
const COUNT_OF: Record<OutboxStatus, keyof CampaignDeliveryCounts> = {
  pending: 'queued',
  sent: 'delivered',
  failed: 'failed',
  logged: 'notSent',
};

const countOf = (count: keyof CampaignDeliveryCounts) => {
  const statuses = OUTBOX_STATUSES.filter((status) => COUNT_OF[status] === count);
  return sql<number>`(count(${outbox.id}) filter (where ${inArray(outbox.status, statuses)}))::int`;
};

/**
 * Email campaigns with their delivery counts, in one query: each campaign joined to its messages
 * in the outbox (related_entity 'email_campaign', indexed with related_id) and counted by status.
 * Read when asked, never stored, so a count changes the moment the mail worker records a send.
 */
export function selectEmailCampaigns(db: Database | Transaction) {
  return db
    .select({
      ...getTableColumns(emailCampaigns),
      queued: countOf('queued'),
      delivered: countOf('delivered'),
      failed: countOf('failed'),
      notSent: countOf('notSent'),
    })
    .from(emailCampaigns)
    .leftJoin(
      outbox,
      and(
        eq(outbox.relatedEntity, 'email_campaign'),
        eq(outbox.relatedId, sql`${emailCampaigns.id}::text`),
      ),
    )
    .groupBy(emailCampaigns.id)
    .$dynamic();
}

export type EmailCampaignWithDelivery = Awaited<ReturnType<typeof selectEmailCampaigns>>[number];
