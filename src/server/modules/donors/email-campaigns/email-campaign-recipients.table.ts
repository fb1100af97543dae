import { index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { donors, emailCampaigns } from '../donors.table.ts';

/**
 * One row per donor a campaign was sent to: the tracking tokens name this row, so opens and
 * clicks count once per recipient. Deleted with the donor (their address is personal data); the
 * campaign's counts stay.
 */
export const emailCampaignRecipients = pgTable(
  'email_campaign_recipients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => emailCampaigns.id, { onDelete: 'cascade' }),
    donorId: uuid('donor_id')
      .notNull()
      .references(() => donors.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    outboxId: uuid('outbox_id'),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    clickedAt: timestamp('clicked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('email_campaign_recipients_campaign_donor_key').on(t.campaignId, t.donorId),
    index('email_campaign_recipients_donor_id_idx').on(t.donorId),
  ],
);

export type EmailCampaignRecipient = typeof emailCampaignRecipients.$inferSelect;
