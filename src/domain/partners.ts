import { z } from 'zod';
import type { DocumentStatus } from './documents.ts';
import { emailAddress, optionalText, requiredText } from './text-fields.ts';

/** Partner form (admin spec §5): company, contact and email required; phone, address optional. */
export const partnerInput = z.object({
  companyName: requiredText('the company name'),
  contactName: requiredText('the contact name'),
  email: emailAddress,
  phone: optionalText('the phone number', 50),
  address: optionalText('the address', 500),
});
export type PartnerInput = z.input<typeof partnerInput>;

export const updatePartnerInput = partnerInput.partial();
export type UpdatePartnerInput = z.input<typeof updatePartnerInput>;

/** GET /api/partners: the active partners (what pickers offer), or the archived ones. */
export const partnerListQuery = z.object({
  status: z.enum(['active', 'archived']).default('active'),
});
export type PartnerListQuery = z.input<typeof partnerListQuery>;

export const ARCHIVED_PARTNER_MESSAGE =
  'This partner is archived. Restore it on its page to use it in a new NDA.';

/** A partner as the API answers it. Times are ISO strings. */
export type PartnerDto = {
  id: string;
  companyName: string;
  contactName: string | null;
  email: string | null;
  phone: string | null;
  address: string | null;
  /** Set while archived: hidden from the pickers, its NDAs and history kept. */
  archivedAt: string | null;
  createdAt: string;
  updatedAt: string;
};

/** GET /api/partners/:id: the partner and its NDAs with their status and term. */
export type PartnerDetailDto = PartnerDto & {
  documents: {
    id: string;
    title: string;
    status: DocumentStatus;
    effectiveDate: string;
    expirationDate: string | null;
    duration: number;
  }[];
};
