import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { donors } from '../../donors/public.ts';

/**
 * A donor's private "Manage my giving" links. Only the token's SHA-256 is kept: a database reader
 * cannot open anyone's page. A link works until it expires; each request mails a new one, and the
 * older ones stay valid until their own expiry (a donor may open the mail they got yesterday).
 */
export const donorPortalTokens = pgTable(
  'donor_portal_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    donorId: uuid('donor_id')
      .notNull()
      .references(() => donors.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('donor_portal_tokens_token_hash_key').on(t.tokenHash),
    index('donor_portal_tokens_donor_id_idx').on(t.donorId),
    index('donor_portal_tokens_expires_at_idx').on(t.expiresAt),
  ],
);

export type DonorPortalToken = typeof donorPortalTokens.$inferSelect;
