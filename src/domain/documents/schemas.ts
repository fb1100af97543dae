import { z } from 'zod';
import {
  DEFAULT_NDA_DURATION_MONTHS,
  DOCUMENT_PAGE_SIZE,
  DOCUMENT_STATUSES,
  MAX_DOCUMENT_PAGE_SIZE,
  MIN_NDA_DURATION_MONTHS,
  PARTNER_REQUIRED_MESSAGE,
} from './documents.ts';
import { MAX_DOCUMENT_CONTENT_LENGTH } from '../templates/templates.ts';
import { isoDate, optionalText, requiredText } from '../common/text-fields.ts';

const duration = z.coerce
  .number({ error: 'Enter the term in months' })
  .int('Enter whole months')
  .min(MIN_NDA_DURATION_MONTHS, `The term is at least ${MIN_NDA_DURATION_MONTHS} month`)
  .max(600, 'The term is at most 600 months');

/** A new partner's email may be empty, but if given it must be valid (admin spec §5). */
const optionalEmail = z
  .string()
  .trim()
  .max(254)
  .nullish()
  .refine((value) => !value || z.email().safeParse(value).success, 'Enter a valid email address')
  .transform((value) => (value ? value : null));

/**
 * NDA creation (admin spec §5): every document field except id, timestamps and status. A partner
 * is either an existing one (partnerId) or a complete new one (company, contact and email), which
 * is created in the same transaction. Effective date defaults to today, duration to 12 months.
 */
export const createDocumentInput = z
  .object({
    title: requiredText('a title'),
    purpose: optionalText('the purpose', 2000),
    partnerId: z.uuid('Choose a partner from the list').nullish(),
    partnerCompany: optionalText('the partner company', 200),
    partnerContact: optionalText('the partner contact', 200),
    partnerEmail: optionalEmail,
    templateId: z.uuid('Choose a template from the list').nullish(),
    effectiveDate: isoDate.optional(),
    expirationDate: isoDate.nullish(),
    duration: duration.default(DEFAULT_NDA_DURATION_MONTHS),
    content: requiredText('the agreement text', MAX_DOCUMENT_CONTENT_LENGTH),
  })
  .superRefine((value, ctx) => {
    const hasNewPartner = value.partnerCompany && value.partnerContact && value.partnerEmail;
    if (!value.partnerId && !hasNewPartner) {
      ctx.addIssue({ code: 'custom', path: ['partnerId'], message: PARTNER_REQUIRED_MESSAGE });
    }
    if (value.effectiveDate && value.expirationDate && value.expirationDate < value.effectiveDate) {
      ctx.addIssue({
        code: 'custom',
        path: ['expirationDate'],
        message: 'The expiration date must be on or after the effective date',
      });
    }
  });
export type CreateDocumentInput = z.input<typeof createDocumentInput>;
/** The body after parsing: defaults applied, blanks turned into null. */
export type CreateDocumentData = z.output<typeof createDocumentInput>;

/** PATCH /api/documents/:id (drafts only): any subset of the editable fields. */
export const updateDocumentInput = z.object({
  title: requiredText('a title').optional(),
  purpose: optionalText('the purpose', 2000).optional(),
  partnerId: z.uuid('Choose a partner from the list').optional(),
  templateId: z.uuid('Choose a template from the list').nullish(),
  effectiveDate: isoDate.optional(),
  expirationDate: isoDate.nullish(),
  duration: duration.optional(),
  content: requiredText('the agreement text', MAX_DOCUMENT_CONTENT_LENGTH).optional(),
});
export type UpdateDocumentInput = z.input<typeof updateDocumentInput>;
export type UpdateDocumentData = z.output<typeof updateDocumentInput>;

/** GET /api/documents query. The answer stays the spec's array; X-Total-Count carries the total. */
export const documentListQuery = z.object({
  q: z.string().trim().max(200).optional(),
  status: z.enum([...DOCUMENT_STATUSES, 'all']).default('all'),
  /** Only documents whose term ends within this many days from today (the dashboard's 5th card). */
  expiringWithinDays: z.coerce.number().int().min(1).max(3650).optional(),
  partnerId: z.uuid().optional(),
  limit: z.coerce.number().int().min(1).max(MAX_DOCUMENT_PAGE_SIZE).default(DOCUMENT_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).default(0),
});
export type DocumentListQuery = z.input<typeof documentListQuery>;
/** The query after parsing: status, limit and offset always present. */
export type DocumentListFilter = z.output<typeof documentListQuery>;
