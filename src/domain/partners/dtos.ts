import { z } from 'zod';
import { isoDate, isoDateTime, uuid } from '../common/dto-fields.ts';
import { DOCUMENT_STATUSES } from '../documents/documents.ts';

/** A partner as the API answers it (/api/partners). */
export const partnerDto = z.object({
  id: uuid,
  companyName: z.string(),
  contactName: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  /** Set while archived: hidden from the pickers, its NDAs and history kept. */
  archivedAt: isoDateTime.nullable(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type PartnerDto = z.infer<typeof partnerDto>;

/** GET /api/partners/:id: the partner and its NDAs with their status and term. */
export const partnerDetailDto = partnerDto.extend({
  documents: z.array(
    z.object({
      id: uuid,
      title: z.string(),
      status: z.enum(DOCUMENT_STATUSES),
      effectiveDate: isoDate,
      expirationDate: isoDate.nullable(),
      duration: z.number().int(),
    }),
  ),
});
export type PartnerDetailDto = z.infer<typeof partnerDetailDto>;
