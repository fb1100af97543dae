import { z } from 'zod';
import { passwordSchema, usernameSchema } from './auth.ts';
import { staffRolesSchema } from './staff-roles.ts';
import { ORGANISATION_NAME } from './organisation.ts';
import { MAX_DONOR_LAPSE_MONTHS, MIN_DONOR_LAPSE_MONTHS } from './crm-donor-status.ts';
import { emailAddress, requiredText } from './text-fields.ts';

/**
 * What [COMPANY] becomes if Settings holds no name yet. The first start writes ORGANIZATION_NAME
 * there; this default is the same name, so no agreement ever says "Your Company" (issue 12).
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

/** Settings → Fundraising: the EIN on gift receipts and when a donor counts as lapsed. */
export const fundraisingSettingsInput = z
  .object({
    /** Empty or null removes it: receipts for gifts of $250 or more are then refused. */
    ein: ein.nullable(),
    donorLapseMonths: z.coerce
      .number({ error: 'Enter a number of months' })
      .int('Enter a whole number of months')
      .min(MIN_DONOR_LAPSE_MONTHS, LAPSE_RANGE_MESSAGE)
      .max(MAX_DONOR_LAPSE_MONTHS, LAPSE_RANGE_MESSAGE),
  })
  .partial();
export type FundraisingSettingsInput = z.input<typeof fundraisingSettingsInput>;

export type {
  AdminAccountDto,
  ConnectDeliveriesDto,
  FundraisingSettingsDto,
  NewAdminAccountDto,
  SettingsDto,
} from './settings-dtos.ts';
