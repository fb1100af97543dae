import { z } from 'zod';

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
