import { z } from 'zod';
import { passwordSchema, usernameSchema } from '../auth/auth.ts';
import { staffRolesSchema } from '../auth/staff-roles.ts';
import { ORGANISATION_NAME } from '../common/organisation.ts';
import { MAX_DONOR_LAPSE_MONTHS, MIN_DONOR_LAPSE_MONTHS } from '../crm/donor-status.ts';
import { emailAddress, requiredText } from '../common/text-fields.ts';

/**
 * What [COMPANY] becomes if Settings holds no name yet. The first start writes ORGANIZATION_NAME
 * there; this default is the same name, so no agreement ever says "Your Company".
 */
export const DEFAULT_ORGANISATION_NAME = ORGANISATION_NAME;

export const changePasswordInput = z.object({
  currentPassword: z.string().min(1, 'Enter your current password').max(1024),
  newPassword: passwordSchema,
});
export type ChangePasswordInput = z.input<typeof changePasswordInput>;

export const createAdminInput = z.object({
  username: usernameSchema,
  name: requiredText('a name'),
  email: emailAddress,
  /** For set-ups without mail; without it the new person is mailed an invitation link. */
  password: passwordSchema.optional(),
  roles: staffRolesSchema,
});
export type CreateAdminInput = z.input<typeof createAdminInput>;

/** Enable or disable an account, change its roles, or both. */
export const updateAdminInput = z
  .object({ isActive: z.boolean().optional(), roles: staffRolesSchema.optional() })
  .refine((input) => input.isActive !== undefined || input.roles !== undefined, {
    message: 'Send isActive, roles or both',
  });
export type UpdateAdminInput = z.input<typeof updateAdminInput>;

export const organisationSettingsInput = z.object({
  organisationName: requiredText('the organisation name'),
});
export type OrganisationSettingsInput = z.input<typeof organisationSettingsInput>;

/** The EIN as the IRS writes it, "12-3456789"; typed with or without the hyphen. */
const ein = z
  .string()
  .trim()
  .refine((value) => value === '' || /^\d{2}-?\d{7}$/.test(value), {
    message: 'Enter the EIN as 9 digits, like 12-3456789',
  })
  .transform((value) => {
    const digits = value.replace('-', '');
    return digits ? `${digits.slice(0, 2)}-${digits.slice(2)}` : null;
  });

const LAPSE_RANGE_MESSAGE = `Enter ${MIN_DONOR_LAPSE_MONTHS} to ${MAX_DONOR_LAPSE_MONTHS} months`;

export const MAX_ADDRESS_LINES = 6;
export const MAX_ADDRESS_LINE_LENGTH = 60;

/**
 * Several lines ("100 Main Street\nAustin, TX 78701"), as printed on the letterhead; blank
 * removes it. The limits keep the letterhead inside the page.
 */
const mailingAddress = z
  .string()
  .transform((value) =>
    value
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean),
  )
  .refine((lines) => lines.length <= MAX_ADDRESS_LINES, {
    message: `Use at most ${MAX_ADDRESS_LINES} lines for the mailing address`,
  })
  .refine((lines) => lines.every((line) => line.length <= MAX_ADDRESS_LINE_LENGTH), {
    message: `Keep each line of the mailing address under ${MAX_ADDRESS_LINE_LENGTH + 1} characters`,
  })
  .transform((lines) => lines.join('\n') || null);

const optionalLine = (label: string) =>
  z
    .string()
    .trim()
    .max(120, `Keep ${label} under 121 characters`)
    .transform((value) => value || null);

/**
 * Settings → Fundraising: the EIN on gift receipts, when a donor counts as lapsed, the address
 * checks are mailed to (on letters and in the pledge mail) and who signs the letters.
 */
export const fundraisingSettingsInput = z
  .object({
    /** Empty or null removes it: receipts for gifts of $250 or more are then refused. */
    ein: ein.nullable(),
    /** Empty or null removes it: the give page then takes no pledges (it has nowhere to send checks). */
    mailingAddress: mailingAddress.nullable(),
    letterSignerName: optionalLine('the name').nullable(),
    letterSignerTitle: optionalLine('the title').nullable(),
    donorLapseMonths: z.coerce
      .number({ error: 'Enter a number of months' })
      .int('Enter a whole number of months')
      .min(MIN_DONOR_LAPSE_MONTHS, LAPSE_RANGE_MESSAGE)
      .max(MAX_DONOR_LAPSE_MONTHS, LAPSE_RANGE_MESSAGE),
  })
  .partial();
export type FundraisingSettingsInput = z.input<typeof fundraisingSettingsInput>;
