import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea } from '../../../db/columns.ts';

/**
 * The organisation's generated sealing certificate (ADR 019): one row, written by whichever
 * instance seals first, so every instance on this database seals with the same certificate.
 * Unused when ESIGN_CERT_P12 is set.
 */
export const sealCertificates = pgTable('seal_certificates', {
  id: text('id').primaryKey(),
  p12: bytea('p12').notNull(),
  password: text('password').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
