import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  primaryKey,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  ESIGN_PROVIDERS,
  ESIGN_STATUSES,
  type EsignProvider,
  type EsignStatus,
} from '../../../domain/esign/esign.ts';
import {
  RECIPIENT_ROLES,
  RECIPIENT_STATUSES,
  SIGNING_ORDERS,
  type RecipientRole,
  type RecipientStatus,
  type SigningOrder,
} from '../../../domain/esign/recipients.ts';
import { LOCALES, type Locale } from '../../../domain/common/i18n.ts';
import { IDENTITY_CHECKS, type IdentityCheck } from '../../../domain/esign/signer-identity.ts';
import type { PageBox, PlacedField } from '../../../domain/esign/placed-fields.ts';
import { bytea, isOneOf } from '../../db/columns.ts';
import { users } from '../auth/auth.table.ts';
import { dataRoomMembers } from '../data-rooms/public.ts';
import { ndaDocuments } from '../documents/public.ts';
import { pdfTemplates } from '../pdf-templates/public.ts';
import { waitingList } from '../waiting-list/public.ts';

/**
 * One request to sign one document (the envelope): at DocuSign or on our own signing page. Who
 * signs and who gets a copy are its signature_recipients. contentHash is the SHA-256 of the text
 * that was sent, signedPdfHash that of the signed PDF, both printed on the certificate. It signs
 * one thing: an NDA (documentId), a family's enrollment agreement (entryId, ADR 048) or a data
 * room's NDA for one invitee (roomMemberId, ADR 049).
 */
export const signatureRequests = pgTable(
  'signature_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    documentId: uuid('document_id').references(() => ndaDocuments.id, { onDelete: 'cascade' }),
    // Erasing the waiting-list entry erases its enrollment agreement with it, as its papers.
    entryId: uuid('entry_id').references(() => waitingList.id, { onDelete: 'cascade' }),
    // A data room's NDA, signed by one invitee before the room opens to them (ADR 049).
    roomMemberId: uuid('room_member_id').references(() => dataRoomMembers.id, {
      onDelete: 'cascade',
    }),
    provider: text('provider').$type<EsignProvider>().notNull(),
    envelopeId: text('envelope_id'),
    subject: text('subject').notNull(),
    message: text('message'),
    signingOrder: text('signing_order').$type<SigningOrder>().notNull().default('sequential'),
    // How each signer proves who they are before signing (ADR 049).
    identityCheck: text('identity_check').$type<IdentityCheck>().notNull().default('none'),
    status: text('status').$type<EsignStatus>().notNull().default('sent'),
    contentHash: text('content_hash').notNull(),
    signedPdf: bytea('signed_pdf'),
    signedPdfHash: text('signed_pdf_hash'),
    voidReason: text('void_reason'),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    declinedAt: timestamp('declined_at', { withTimezone: true }),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    /**
     * When the provider last told us the envelope's state (our send, a status poll or a Connect
     * message). DocuSign allows one poll per envelope per 15 minutes; kept here rather than in
     * memory so a restart or a second instance keeps the rule.
     */
    statusCheckedAt: timestamp('status_checked_at', { withTimezone: true }),
    /** Made by the demo-data loader: its made-up signers are never reminded (ADR 039). */
    isDemo: boolean('is_demo').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('signature_requests_document_id_idx').on(t.documentId),
    index('signature_requests_entry_id_idx').on(t.entryId),
    index('signature_requests_room_member_id_idx').on(t.roomMemberId),
    check(
      'signature_requests_signs_one_thing_check',
      sql`num_nonnulls(${t.documentId}, ${t.entryId}, ${t.roomMemberId}) = 1`,
    ),
    // DocuSign Connect webhooks name the envelope, not our id.
    index('signature_requests_envelope_id_idx').on(t.envelopeId),
    check('signature_requests_provider_check', isOneOf(t.provider, ESIGN_PROVIDERS)),
    check('signature_requests_status_check', isOneOf(t.status, ESIGN_STATUSES)),
    check('signature_requests_signing_order_check', isOneOf(t.signingOrder, SIGNING_ORDERS)),
    check('signature_requests_identity_check_check', isOneOf(t.identityCheck, IDENTITY_CHECKS)),
  ],
);

export type SignatureRequest = typeof signatureRequests.$inferSelect;
export type NewSignatureRequest = typeof signatureRequests.$inferInsert;

/**
 * One person on an envelope: a signer (in routing order; equal numbers sign at the same time) or
 * a CC recipient who gets the completed PDF. A signer's link is made when their turn comes and
 * stored only as its SHA-256 (tokenHash); so are their reminders, signature and decline reason.
 */
export const signatureRecipients = pgTable(
  'signature_recipients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => signatureRequests.id, { onDelete: 'cascade' }),
    role: text('role').$type<RecipientRole>().notNull(),
    routingOrder: integer('routing_order').notNull(),
    // The order the sender listed them in (the partner's signer is 1): the panel's and the PDF's.
    position: integer('position').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    // Their invitation, reminders, signing page and copy are in this language (ADR 048).
    language: text('language').$type<Locale>().notNull().default('en'),
    // A countersigner chosen from staff signs for the organisation; the others for the partner.
    staffUserId: uuid('staff_user_id').references(() => users.id, { onDelete: 'set null' }),
    tokenHash: text('token_hash').unique(),
    status: text('status').$type<RecipientStatus>().notNull().default('waiting'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    remindersSent: integer('reminders_sent').notNull().default(0),
    nextReminderAt: timestamp('next_reminder_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    declinedAt: timestamp('declined_at', { withTimezone: true }),
    signatureName: text('signature_name'),
    signatureTitle: text('signature_title'),
    // A drawn signature as a data: URL (image/png); null when the signer typed their name.
    signatureImage: text('signature_image'),
    declineReason: text('decline_reason'),
    // When and how the signer proved who they are, when the envelope asked (ADR 049).
    identityVerifiedAt: timestamp('identity_verified_at', { withTimezone: true }),
    identityMethod: text('identity_method').$type<IdentityCheck>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('signature_recipients_request_id_idx').on(t.requestId, t.position),
    // The reminder job scans signers whose next reminder is due.
    index('signature_recipients_status_next_reminder_at_idx').on(t.status, t.nextReminderAt),
    check('signature_recipients_role_check', isOneOf(t.role, RECIPIENT_ROLES)),
    check('signature_recipients_language_check', isOneOf(t.language, LOCALES)),
    check('signature_recipients_identity_method_check', isOneOf(t.identityMethod, IDENTITY_CHECKS)),
    check('signature_recipients_status_check', isOneOf(t.status, RECIPIENT_STATUSES)),
    check('signature_recipients_routing_order_check', sql`${t.routingOrder} >= 1`),
    check('signature_recipients_reminders_sent_check', sql`${t.remindersSent} >= 0`),
  ],
);

export type SignatureRecipient = typeof signatureRecipients.$inferSelect;
export type NewSignatureRecipient = typeof signatureRecipients.$inferInsert;

/**
 * Audit trail of one signature request (sent, viewed, signed...), for the certificate. A person's
 * steps name their recipient; the sending and a void are the envelope's own (no recipient).
 */
export const signatureEvents = pgTable(
  'signature_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => signatureRequests.id, { onDelete: 'cascade' }),
    recipientId: uuid('recipient_id').references(() => signatureRecipients.id, {
      onDelete: 'cascade',
    }),
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

/** A placed field as an envelope keeps it: the template's field, given to one recipient. */
export type EnvelopeField = PlacedField & { recipientId: string };

/**
 * A partner's own PDF sent in an envelope beside its NDA (ADR 050): the original exactly as
 * uploaded, with its SHA-256, and the fields copied from the template at sending, each given to
 * one signer. When the envelope completes, the filled fields are drawn into a copy which is then
 * sealed (signedPdf); the original stays as it was.
 */
export const signatureDocuments = pgTable(
  'signature_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => signatureRequests.id, { onDelete: 'cascade' }),
    /** 2, 3, ... : the NDA is the envelope's first document. */
    position: integer('position').notNull(),
    templateId: uuid('template_id').references(() => pdfTemplates.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    filename: text('filename').notNull(),
    originalPdf: bytea('original_pdf').notNull(),
    originalSha256: text('original_sha256').notNull(),
    pages: jsonb('pages').$type<PageBox[]>().notNull(),
    fields: jsonb('fields').$type<EnvelopeField[]>().notNull(),
    signedPdf: bytea('signed_pdf'),
    signedPdfHash: text('signed_pdf_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('signature_documents_request_id_position_unique').on(t.requestId, t.position),
    // The public /verify looks a sealed copy up by its SHA-256.
    index('signature_documents_signed_pdf_hash_idx').on(t.signedPdfHash),
    check('signature_documents_position_check', sql`${t.position} >= 2`),
  ],
);

export type SignatureDocument = typeof signatureDocuments.$inferSelect;
export type NewSignatureDocument = typeof signatureDocuments.$inferInsert;

/**
 * What a signer typed or ticked into one of their fields (text, initials, checkbox: 'true' or
 * 'false'), written with their signature. Signature, name and date fields are drawn from the
 * signer's row and need no value here.
 */
export const signatureFieldValues = pgTable(
  'signature_field_values',
  {
    documentId: uuid('document_id')
      .notNull()
      .references(() => signatureDocuments.id, { onDelete: 'cascade' }),
    fieldId: text('field_id').notNull(),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => signatureRecipients.id, { onDelete: 'cascade' }),
    value: text('value').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.documentId, t.fieldId] }),
    index('signature_field_values_recipient_id_idx').on(t.recipientId),
  ],
);

export type SignatureFieldValue = typeof signatureFieldValues.$inferSelect;
