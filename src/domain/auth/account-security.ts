import { z } from 'zod';
import { passwordSchema } from './auth.ts';
import { emailAddress } from '../common/text-fields.ts';

/**
 * Staff sign-in beyond the password (ADR 018): invitations, password resets,
 * passkeys, authenticator-app codes, recovery codes and the sessions list.
 */

/** An invitation to set a first password, or a reset of a forgotten one. */
export const ACCOUNT_LINK_PURPOSES = ['invite', 'reset'] as const;
export type AccountLinkPurpose = (typeof ACCOUNT_LINK_PURPOSES)[number];

/** How long a link from mail works. */
export const INVITATION_LINK_HOURS = 72;
export const RESET_LINK_MINUTES = 60;

export const ACCOUNT_LINK_LIFETIME_MS: Record<AccountLinkPurpose, number> = {
  invite: INVITATION_LINK_HOURS * 60 * 60_000,
  reset: RESET_LINK_MINUTES * 60_000,
};

/** The short-lived steps of sign-in and set-up that the database keeps for any instance. */
export type AuthChallengePurpose =
  'passkey-registration' | 'passkey-sign-in' | 'totp-setup' | 'second-step';

export const AUTH_CHALLENGE_LIFETIME_MS: Record<AuthChallengePurpose, number> = {
  'passkey-registration': 5 * 60_000,
  'passkey-sign-in': 5 * 60_000,
  'totp-setup': 15 * 60_000,
  'second-step': 10 * 60_000,
};

/** Password-reset requests per address and per network address in one window. */
export const PASSWORD_RESET_MAX_REQUESTS = 5;
export const PASSWORD_RESET_WINDOW_MS = 60 * 60_000;

export const RECOVERY_CODE_COUNT = 10;
/** No 0/o, 1/l/i: a code copied from paper is read back the same. */
export const RECOVERY_CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
export const RECOVERY_CODE_LENGTH = 10;

/** "abcde-fghjk": how a recovery code is shown. */
export const formatRecoveryCode = (code: string) => `${code.slice(0, 5)}-${code.slice(5)}`;

/** What a person typed, as stored: spaces and dashes dropped, lower case. */
export const normaliseRecoveryCode = (typed: string) => typed.replace(/[\s-]/g, '').toLowerCase();

/** A six-digit authenticator code, or a recovery code with or without its dash. */
export const isTotpCode = (typed: string) => /^\d{6}$/.test(typed.replace(/\s/g, ''));

export const FORGOT_PASSWORD_ANSWER = `If a staff account uses that address, we have sent it a link to choose a new password. The link works for ${RESET_LINK_MINUTES} minutes. Check your inbox and your spam folder.`;
export const ACCOUNT_LINK_NOT_VALID_MESSAGE =
  'This link has expired or has already been used. Ask for a new one on the sign-in page ("Forgot password?"), or ask an owner to invite you again.';
export const WRONG_SECOND_STEP_CODE_MESSAGE =
  'That code is not right. Type the 6 digits your authenticator app shows now, or one of your recovery codes.';
export const SECOND_STEP_EXPIRED_MESSAGE =
  'This sign-in took too long and has ended. Sign in with your password again.';
export const PASSKEY_NOT_RECOGNISED_MESSAGE =
  'This passkey was not recognised. Sign in with your password, or try another passkey.';
export const TWO_FACTOR_SETUP_REQUIRED_MESSAGE =
  'Your organisation asks every staff member to use two-step sign-in. Add a passkey or an authenticator app in Settings › Account before you continue.';

export const LAST_SECOND_STEP_MESSAGE =
  'Your organisation asks every staff member to use two-step sign-in, and this is your last way to do it. Add another passkey or the authenticator app first.';
export const OWNER_NEEDS_SECOND_STEP_MESSAGE =
  'Add a passkey or an authenticator app to your own account first, so that requiring two-step sign-in does not lock you out of these settings.';

const token = z.string().trim().min(1, 'The link is missing its key').max(200);
const code = z.string().trim().min(1, 'Enter the code').max(40, 'A code is at most 40 characters');

export const forgotPasswordInput = z.object({ email: emailAddress });
export const accountLinkInput = z.object({ token });
export const setPasswordInput = z.object({ token, password: passwordSchema });

/** After the password: a code from the app, or a recovery code. */
export const secondStepInput = z.object({ challengeToken: token, code });

export const totpEnableInput = z.object({
  setupId: z.uuid('The set-up has ended. Start again.'),
  code,
});
export const totpDisableInput = z.object({ code });

/** A browser's WebAuthn answer (RegistrationResponseJSON / AuthenticationResponseJSON). */
const webAuthnResponse = z
  .object({
    id: z.string().min(1).max(1024),
    rawId: z.string().min(1).max(1024),
    type: z.literal('public-key'),
    response: z.record(z.string(), z.unknown()),
    clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
    authenticatorAttachment: z.string().optional(),
  })
  .loose();

export const passkeyRegistrationInput = z.object({
  setupId: z.uuid('The set-up has ended. Start again.'),
  name: z.string().trim().min(1, 'Give the passkey a name').max(80, 'At most 80 characters'),
  response: webAuthnResponse,
});
export const passkeySignInInput = z.object({
  challengeId: z.uuid('The sign-in has ended. Start again.'),
  response: webAuthnResponse,
});

/** Owner setting: every account must add a passkey or an authenticator app. */
export const securitySettingsInput = z.object({ requireTwoFactor: z.boolean() });

export const secondStepMethods = ['totp', 'passkey'] as const;
export type SecondStepMethod = (typeof secondStepMethods)[number];
