import { z } from 'zod';
import { emailAddress, optionalText, requiredText } from '../common/text-fields.ts';

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
