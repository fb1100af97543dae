import { z } from 'zod';
import { STAFF_ROLES } from './staff-roles.ts';

export const usernameSchema = z
  .string()
  .trim()
  .min(3, 'Username must be at least 3 characters')
  .max(64, 'Username must be at most 64 characters')
  .regex(/^[a-zA-Z0-9._-]+$/, 'Username may use letters, digits, dots, dashes and underscores');

export const passwordSchema = z
  .string()
  .min(12, 'Password must be at least 12 characters')
  .max(256, 'Password must be at most 256 characters');

/** Sign-in: the spec sets no length or format rules, only "required". */
export const loginInput = z.object({
  username: z.string().trim().min(1, 'Enter your username').max(256),
  password: z.string().min(1, 'Enter your password').max(1024),
});
export type LoginInput = z.infer<typeof loginInput>;

export const adminUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  name: z.string(),
  email: z.string(),
  /** One or more (domain/staff-roles.ts): what the sidebar shows and the server allows. */
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
    methods: z.array(z.enum(['totp', 'passkey'])),
  }),
});

export const loginResponse = z.union([signedInResponse, secondStepResponse]);
export type LoginResponse = z.infer<typeof loginResponse>;
