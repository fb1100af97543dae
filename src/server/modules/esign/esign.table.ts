import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import {
  ESIGN_PROVIDERS,
  ESIGN_STATUSES,
  type EsignProvider,
  type EsignStatus,
} from '../../../domain/esign.ts';
import { bytea, isOneOf } from '../../db/columns.ts';
import { ndaDocuments } from '../documents/documents.table.ts';

/**
 * One request to sign one document: an envelope at DocuSign or a built-in signing link. The
 * built-in signing token is stored only as its SHA-256 (tokenHash); DocuSign requests have none.
 * contentHash is the SHA-256 of the text that was sent, signedPdfHash that of the signed PDF, both
 * printed on the certificate of completion.
 */
export const signatureRequests = pgTable(
  'signature_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => ndaDocuments.id, { onDelete: 'cascade' }),
    provider: text('provider').$type<EsignProvider>().notNull(),
    envelopeId: text('envelope_id'),
    tokenHash: text('token_hash').unique(),
    signerName: text('signer_name').notNull(),
    signerEmail: text('signer_email').notNull(),
    subject: text('subject').notNull(),
    message: text('message'),
    status: text('status').$type<EsignStatus>().notNull().default('sent'),
    contentHash: text('content_hash').notNull(),
    signedPdf: bytea('signed_pdf'),
    signedPdfHash: text('signed_pdf_hash'),
    signatureName: text('signature_name'),
    signatureTitle: text('signature_title'),
    // A drawn signature as a data: URL (image/png); null when the signer typed their name.
    signatureImage: text('signature_image'),
    declineReason: text('decline_reason'),
    voidReason: text('void_reason'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    remindersSent: integer('reminders_sent').notNull().default(0),
    nextReminderAt: timestamp('next_reminder_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    declinedAt: timestamp('declined_at', { withTimezone: true }),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('signature_requests_document_id_idx').on(t.documentId),
    // The reminder job scans open requests whose next reminder is due.
    index('signature_requests_status_next_reminder_at_idx').on(t.status, t.nextReminderAt),
    // DocuSign Connect webhooks name the envelope, not our id.
    index('signature_requests_envelope_id_idx').on(t.envelopeId),
    check('signature_requests_provider_check', isOneOf(t.provider, ESIGN_PROVIDERS)),
    check('signature_requests_status_check', isOneOf(t.status, ESIGN_STATUSES)),
    check('signature_requests_reminders_sent_check', sql`${t.remindersSent} >= 0`),
  ],
);

export type SignatureRequest = typeof signatureRequests.$inferSelect;
export type NewSignatureRequest = typeof signatureRequests.$inferInsert;

/** Audit trail of one signature request (sent, viewed, signed...), for the certificate. */
export const signatureEvents = pgTable(
  'signature_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => signatureRequests.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    details: jsonb('details').$type<Record<string, unknown>>(),
  },
  (t) => [index('signature_events_request_id_at_idx').on(t.requestId, t.at)],
);

export type SignatureEvent = typeof signatureEvents.$inferSelect;
export type NewSignatureEvent = typeof signatureEvents.$inferInsert;
