import { z } from 'zod';
import { secondStepMethods } from './account-security.ts';
import { uuid } from '../common/dto-fields.ts';
import { STAFF_ROLES } from './staff-roles.ts';

/** The answers of sign-in (POST /api/admin/login, .../second-step, .../passkey/sign-in, verify). */

export const adminUserSchema = z.object({
  id: uuid,
  username: z.string(),
  name: z.string(),
  email: z.string(),
  /** One or more (domain/auth/staff-roles.ts): what the sidebar shows and the server allows. */
  roles: z.array(z.enum(STAFF_ROLES)),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** A new session. `twoFactorSetupPending`: it opens only the account's security settings. */
export const signedInResponse = z.object({
  token: z.string(),
  user: adminUserSchema,
  twoFactorSetupPending: z.boolean(),
});
export type SignedInResponse = z.infer<typeof signedInResponse>;

/** The password was right and the account has a second step: a code or a passkey comes next. */
export const secondStepResponse = z.object({
  secondStep: z.object({
    challengeToken: z.string(),
    methods: z.array(z.enum(secondStepMethods)),
  }),
});

export const loginResponse = z.union([signedInResponse, secondStepResponse]);
export type LoginResponse = z.infer<typeof loginResponse>;

/** POST /api/admin/verify: whose session the token opens. */
export const verifiedSessionDto = signedInResponse.omit({ token: true });
export type VerifiedSessionDto = z.infer<typeof verifiedSessionDto>;
