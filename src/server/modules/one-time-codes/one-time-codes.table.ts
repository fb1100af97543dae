import { index, pgTable, text, timestamp, uuid, check } from 'drizzle-orm/pg-core';
import {
  ONE_TIME_CODE_PURPOSES,
  type OneTimeCodePurpose,
} from '../../../domain/common/one-time-codes.ts';
import { isOneOf } from '../../db/columns.ts';

/**
 * Codes mailed to prove an address (ADR 049): only a hash is kept, each is used once and ends
 * after MAILED_CODE_MINUTES. `subjectId` is what it opens (a share link, a signer, a room member).
 */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purpose: text('purpose').$type<OneTimeCodePurpose>().notNull(),
    subjectId: uuid('subject_id').notNull(),
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('one_time_codes_subject_idx').on(t.purpose, t.subjectId, t.email, t.createdAt),
    index('one_time_codes_expires_at_idx').on(t.expiresAt),
    check('one_time_codes_purpose_check', isOneOf(t.purpose, ONE_TIME_CODE_PURPOSES)),
  ],
);

export type OneTimeCode = typeof oneTimeCodes.$inferSelect;
