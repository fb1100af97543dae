import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import {
  DEFAULT_NDA_DURATION_MONTHS,
  DOCUMENT_STATUSES,
  MIN_NDA_DURATION_MONTHS,
  type DocumentStatus,
} from '../../../domain/documents/documents.ts';
import { ESIGN_STATUSES, type EsignStatus } from '../../../domain/esign/esign.ts';
import { isOneOf } from '../../db/columns.ts';
import { partners } from '../partners/public.ts';
import { ndaTemplates } from '../templates/public.ts';

/**
 * NDAs (admin spec §3). effectiveDate / expirationDate are the spec's text dates, kept as ISO
 * YYYY-MM-DD strings. The docusign* and signer* fields mirror the latest signature request so
 * lists can show e-signature state without a join; signature_requests holds the history.
 */
export const ndaDocuments = pgTable(
  'nda_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    // restrict: a partner that still has documents cannot be deleted.
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'restrict' }),
    templateId: uuid('template_id').references(() => ndaTemplates.id, { onDelete: 'set null' }),
    purpose: text('purpose'),
    status: text('status').$type<DocumentStatus>().notNull().default('draft'),
    effectiveDate: date('effective_date', { mode: 'string' })
      .notNull()
      .default(sql`current_date`),
    expirationDate: date('expiration_date', { mode: 'string' }),
    duration: integer('duration').notNull().default(DEFAULT_NDA_DURATION_MONTHS),
    content: text('content').notNull(),
    // SHA-256 of the content last sent for signature, to detect edits after sending.
    contentHash: text('content_hash'),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }),
    docusignEnvelopeId: text('docusign_envelope_id'),
    docusignStatus: text('docusign_status').$type<EsignStatus>(),
    docusignSentAt: timestamp('docusign_sent_at', { withTimezone: true }),
    docusignCompletedAt: timestamp('docusign_completed_at', { withTimezone: true }),
    signerEmail: text('signer_email'),
    signerName: text('signer_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('nda_documents_partner_id_idx').on(t.partnerId),
    index('nda_documents_template_id_idx').on(t.templateId),
    index('nda_documents_status_idx').on(t.status),
    index('nda_documents_created_at_idx').on(t.createdAt),
    // The list's `?q=` search is ILIKE '%…%': only a trigram index can serve it (migration 0007).
    index('nda_documents_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
    index('nda_documents_expiration_date_idx').on(t.expirationDate),
    check('nda_documents_status_check', isOneOf(t.status, DOCUMENT_STATUSES)),
    check('nda_documents_docusign_status_check', isOneOf(t.docusignStatus, ESIGN_STATUSES)),
    check(
      'nda_documents_duration_check',
      sql`${t.duration} >= ${sql.raw(String(MIN_NDA_DURATION_MONTHS))}`,
    ),
    check(
      'nda_documents_dates_check',
      sql`${t.expirationDate} is null or ${t.expirationDate} >= ${t.effectiveDate}`,
    ),
  ],
);

export type NdaDocument = typeof ndaDocuments.$inferSelect;
export type NewNdaDocument = typeof ndaDocuments.$inferInsert;

// The two tables below are derived from nda_documents and written only by its statement
// triggers (migration 0005), in the transaction that changes documents, whichever module makes
// the change. They let the dashboard and the documents list answer without counting every
// document (in bench/ the count was most of the cost of both, and grew with the table).

/** Documents per status, as `select status, count(*) from nda_documents group by status`. */
export const ndaDocumentStatusCounts = pgTable('nda_document_status_counts', {
  status: text('status').$type<DocumentStatus>().primaryKey(),
  documents: integer('documents').notNull().default(0),
});

/**
 * Per partner with documents, the last day one of them is still live: the latest expiration date
 * among those not expired (infinity when one has none), null when none is live. The partner is
 * active on every day up to that one.
 */
export const partnerDocumentTerms = pgTable(
  'partner_document_terms',
  {
    partnerId: uuid('partner_id')
      .primaryKey()
      .references(() => partners.id, { onDelete: 'cascade' }),
    liveUntil: date('live_until', { mode: 'string' }),
  },
  (t) => [index('partner_document_terms_live_until_idx').on(t.liveUntil)],
);
