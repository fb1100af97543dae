import { z } from 'zod';
import { isoDateTime, uuid } from '../common/dto-fields.ts';
import { linkDelivery } from '../mail/link-delivery-dto.ts';
import { STAFF_ROLES } from '../auth/staff-roles.ts';

/** The answers of the settings and admin-account routes (GET /api/settings, /api/users). */

export const fundraisingSettingsDto = z.object({
  /** null until an admin sets it. */
  ein: z.string().nullable(),
  /** A donor with no completed gift for this many months is Lapsed. */
  donorLapseMonths: z.number().int(),
  /** Where checks are mailed, one line per line; null until set (then no pledges are taken). */
  mailingAddress: z.string().nullable(),
  /** Who signs thank-you letters and statements; null until set (the organisation signs). */
  letterSignerName: z.string().nullable(),
  letterSignerTitle: z.string().nullable(),
});
export type FundraisingSettingsDto = z.infer<typeof fundraisingSettingsDto>;

export const adminAccountDto = z.object({
  id: uuid,
  username: z.string(),
  name: z.string(),
  email: z.string(),
  isActive: z.boolean(),
  roles: z.array(z.enum(STAFF_ROLES)),
  createdAt: isoDateTime,
  /** Invited and has not chosen a password yet (the link may have ended). */
  invitationPending: z.boolean(),
  /** Has a passkey or an authenticator app. */
  hasTwoStepSignIn: z.boolean(),
});
export type AdminAccountDto = z.infer<typeof adminAccountDto>;

/** POST /api/users: the account, and the invitation mail (null when an initial password was set). */
export const newAdminAccountDto = adminAccountDto.extend({ invitation: linkDelivery.nullable() });
export type NewAdminAccountDto = z.infer<typeof newAdminAccountDto>;

/**
 * Whether DocuSign Connect messages reach the site: the last one verified and recorded, and the
 * last one refused with the reason (a wrong HMAC key or message format shows here).
 */
export const connectDeliveriesDto = z.object({
  lastReceived: z.object({ at: isoDateTime, event: z.string() }).nullable(),
  lastRefused: z.object({ at: isoDateTime, reason: z.string() }).nullable(),
});
export type ConnectDeliveriesDto = z.infer<typeof connectDeliveriesDto>;

/** GET /api/settings: editable values plus read-only status of mail and e-signature. */
export const settingsDto = z.object({
  organisationName: z.string(),
  mail: z.object({ configured: z.boolean(), description: z.string() }),
  esign: z.object({
    provider: z.enum(['builtin', 'docusign']),
    description: z.string(),
    /** DocuSign only (Connect is DocuSign's); null for the built-in provider. */
    connect: connectDeliveriesDto.nullable(),
  }),
  fundraising: fundraisingSettingsDto,
});
export type SettingsDto = z.infer<typeof settingsDto>;
