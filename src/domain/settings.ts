import { z } from 'zod';
import { passwordSchema, usernameSchema } from './auth.ts';
import { emailAddress, requiredText } from './text-fields.ts';

/** What [COMPANY] becomes until an admin sets the organisation name (admin spec §2). */
export const DEFAULT_ORGANISATION_NAME = 'Your Company';

export const changePasswordInput = z.object({
  currentPassword: z.string().min(1, 'Enter your current password').max(1024),
  newPassword: passwordSchema,
});
export type ChangePasswordInput = z.input<typeof changePasswordInput>;

export const createAdminInput = z.object({
  username: usernameSchema,
  name: requiredText('a name'),
  email: emailAddress,
  password: passwordSchema,
});
export type CreateAdminInput = z.input<typeof createAdminInput>;

export const updateAdminInput = z.object({ isActive: z.boolean() });
export type UpdateAdminInput = z.input<typeof updateAdminInput>;

export const organisationSettingsInput = z.object({
  organisationName: requiredText('the organisation name'),
});
export type OrganisationSettingsInput = z.input<typeof organisationSettingsInput>;

export type AdminAccountDto = {
  id: string;
  username: string;
  name: string;
  email: string;
  isActive: boolean;
  createdAt: string;
};

/** GET /api/settings: editable values plus read-only integration status (Steps 3 and 4). */
export type SettingsDto = {
  organisationName: string;
  mail: { configured: boolean; description: string };
  esign: { provider: 'builtin' | 'docusign'; description: string };
};
