import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/server';
import { z } from 'zod';
import { ACCOUNT_LINK_PURPOSES } from './account-security.ts';
import { isoDateTime, uuid } from '../common/dto-fields.ts';

/** The answers of the account-security routes: links from mail, passkeys, the app, sessions. */

/**
 * The WebAuthn options the browser hands to navigator.credentials (made by @simplewebauthn).
 * Passed through whole rather than described field by field: the serialiser writes only what a
 * schema names, and a WebAuthn field left out would break passkeys without a failing test.
 */
const webAuthnOptions = <T>(description: string) =>
  z
    .custom<T>((value) => typeof value === 'object' && value !== null)
    .meta({ type: 'object', additionalProperties: true, description });

/** POST /api/admin/passkey/options: the challenge a passkey sign-in answers. */
export const passkeySignInOptionsDto = z.object({
  challengeId: uuid,
  options: webAuthnOptions<PublicKeyCredentialRequestOptionsJSON>(
    'PublicKeyCredentialRequestOptionsJSON, for navigator.credentials.get()',
  ),
});
export type PasskeySignInOptionsDto = z.infer<typeof passkeySignInOptionsDto>;

/** POST /api/account/passkeys/options: the challenge a new passkey is made for. */
export const passkeyRegistrationOptionsDto = z.object({
  setupId: uuid,
  options: webAuthnOptions<PublicKeyCredentialCreationOptionsJSON>(
    'PublicKeyCredentialCreationOptionsJSON, for navigator.credentials.create()',
  ),
});
export type PasskeyRegistrationOptionsDto = z.infer<typeof passkeyRegistrationOptionsDto>;

/** POST /api/account/forgot-password (202): the same sentence whether or not the address is known. */
export const forgotPasswordDto = z.object({ message: z.string() });

/** POST /api/account/link: whose invitation or reset link this is. */
export const accountLinkDto = z.object({
  purpose: z.enum(ACCOUNT_LINK_PURPOSES),
  name: z.string(),
  username: z.string(),
});
export type AccountLinkDto = z.infer<typeof accountLinkDto>;

/** POST /api/account/set-password: the username to sign in with next. */
export const passwordSetDto = z.object({ username: z.string() });

export const passkeyDto = z.object({
  id: uuid,
  name: z.string(),
  createdAt: isoDateTime,
  lastUsedAt: isoDateTime.nullable(),
});
export type PasskeyDto = z.infer<typeof passkeyDto>;

export const accountSecurityDto = z.object({
  totpEnabled: z.boolean(),
  recoveryCodesLeft: z.number().int(),
  passkeys: z.array(passkeyDto),
  /** The organisation asks every account for a passkey or an authenticator app. */
  requireTwoFactor: z.boolean(),
});
export type AccountSecurityDto = z.infer<typeof accountSecurityDto>;

/** POST /api/account/totp/setup: a new secret, as a QR code (SVG) and as text to type. */
export const totpSetupDto = z.object({
  setupId: uuid,
  secret: z.string(),
  /** otpauth:// address, what the QR code holds. */
  uri: z.string(),
  qrSvg: z.string(),
});
export type TotpSetupDto = z.infer<typeof totpSetupDto>;

/** Ten new recovery codes ("abcde-fghjk"), shown this once. */
export const recoveryCodesDto = z.object({ recoveryCodes: z.array(z.string()) });

export const sessionDto = z.object({
  id: uuid,
  /** "Chrome on Linux", read from the browser's user agent. */
  device: z.string(),
  ipAddress: z.string().nullable(),
  createdAt: isoDateTime,
  lastSeenAt: isoDateTime,
  /** The session of this very request. */
  current: z.boolean(),
});
export type SessionDto = z.infer<typeof sessionDto>;

/** PATCH /api/settings/security. */
export const securitySettingsDto = z.object({ requireTwoFactor: z.boolean() });
