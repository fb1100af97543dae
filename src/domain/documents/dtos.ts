import { z } from 'zod';
import { isoDate, isoDateTime, uuid } from '../common/dto-fields.ts';
import { DOCUMENT_STATUSES } from './documents.ts';
import { ESIGN_STATUSES } from '../esign/esign.ts';
import { linkDelivery } from '../mail/link-delivery-dto.ts';

/** The answers of the NDA routes (/api/documents) and of the dashboard's numbers. */

/** A row of the NDA list (GET /api/documents), without the text and the e-sign details. */
export const documentListItemDto = z.object({
  id: uuid,
  title: z.string(),
  status: z.enum(DOCUMENT_STATUSES),
  purpose: z.string().nullable(),
  effectiveDate: isoDate,
  expirationDate: isoDate.nullable(),
  /** The term in months. */
  duration: z.number().int(),
  sentAt: isoDateTime.nullable(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
  partnerId: uuid,
  partner: z.object({ id: uuid, companyName: z.string() }).nullable(),
});
export type DocumentListItemDto = z.infer<typeof documentListItemDto>;

/** One NDA (GET /api/documents/:id and the answers of creating and editing one). */
export const documentDto = documentListItemDto.extend({
  templateId: uuid.nullable(),
  content: z.string(),
  /**
   * The text every surface shows (nda-text.ts): the content with its placeholders filled in, or,
   * once the NDA is out for signature or signed, the text it was sent with.
   */
  mergedContent: z.string(),
  signedAt: isoDateTime.nullable(),
  viewedAt: isoDateTime.nullable(),
  /** Days from today to the end of the term; negative once it has ended. */
  daysLeftInTerm: z.number().int().nullable(),
  docusignEnvelopeId: z.string().nullable(),
  docusignStatus: z.enum(ESIGN_STATUSES).nullable(),
  docusignSentAt: isoDateTime.nullable(),
  docusignCompletedAt: isoDateTime.nullable(),
  signerEmail: z.string().nullable(),
  signerName: z.string().nullable(),
  partner: z
    .object({
      id: uuid,
      companyName: z.string(),
      contactName: z.string().nullable(),
      email: z.string().nullable(),
    })
    .nullable(),
});
export type DocumentDto = z.infer<typeof documentDto>;

/** POST /api/documents/:id/send: the document, now sent, and what became of the mail. */
export const sentDocumentDto = documentDto.extend({ delivery: linkDelivery });
export type SentDocumentDto = z.infer<typeof sentDocumentDto>;

/** GET /api/dashboard/stats. Definitions are in the API docs and dashboard.service.ts. */
export const dashboardStatsDto = z.object({
  totalNDAs: z.number().int(),
  pendingSignatures: z.number().int(),
  completed: z.number().int(),
  activePartners: z.number().int(),
  expiringSoon: z.number().int(),
});
export type DashboardStatsDto = z.infer<typeof dashboardStatsDto>;

/** POST /api/documents/preview: the NDA's text as it will read once created, placeholders filled. */
export const documentPreviewDto = z.object({
  mergedContent: z.string(),
  partnerCompanyName: z.string(),
});
export type DocumentPreviewDto = z.infer<typeof documentPreviewDto>;
