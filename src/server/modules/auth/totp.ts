import { Secret, TOTP } from 'otpauth';

/** RFC 6238 defaults, which every authenticator app reads: SHA-1, 6 digits, 30 seconds. */
const PERIOD_SECONDS = 30;

export const createTotpSecret = () => new Secret({ size: 20 }).base32;

/** The otpauth:// address the QR code holds, named after the organisation and the username. */
export function totpUri(options: { secret: string; issuer: string; account: string }): string {
  return new TOTP({
    issuer: options.issuer,
    label: options.account,
    secret: Secret.fromBase32(options.secret),
    period: PERIOD_SECONDS,
  }).toString();
}

/**
 * The time step a typed code belongs to, or null when it is wrong. One step either side is
 * accepted, for a phone clock a little off. The caller refuses a step at or before the last one
 * used, so a code overheard once cannot sign in again.
 */
export function matchTotpStep(options: { secret: string; code: string; now: Date }): number | null {
  const token = options.code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const timestamp = options.now.getTime();
  const delta = TOTP.validate({
    token,
    secret: Secret.fromBase32(options.secret),
    period: PERIOD_SECONDS,
    timestamp,
    window: 1,
  });
  if (delta === null) return null;
  return TOTP.counter({ period: PERIOD_SECONDS, timestamp }) + delta;
}
