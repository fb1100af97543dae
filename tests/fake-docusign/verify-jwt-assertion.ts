import { verify, type KeyObject } from 'node:crypto';
import { z } from 'zod';

const claimsSchema = z.object({
  iss: z.string(),
  sub: z.string(),
  aud: z.string(),
  iat: z.number().int(),
  exp: z.number().int(),
  scope: z.string().optional(),
});
export type JwtClaims = z.infer<typeof claimsSchema>;

/** DocuSign refuses assertions that would live longer than an hour. */
const MAX_LIFETIME_SECONDS = 3600;

export type AssertionCheck =
  { isValid: true; claims: JwtClaims } | { isValid: false; description: string };

const decodePart = (part: string): unknown => {
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
};

/**
 * What DocuSign checks in a JWT grant: an RS256 signature by the integration key's key pair, the
 * integration key as issuer, the user as subject, the auth host as audience, and a short life.
 */
export function verifyJwtAssertion(options: {
  assertion: string;
  publicKey: KeyObject;
  expected: { iss: string; sub: string; aud: string };
  now: Date;
}): AssertionCheck {
  const parts = options.assertion.split('.');
  if (parts.length !== 3) return { isValid: false, description: 'invalid_request' };
  const [header, payload, signature] = parts as [string, string, string];
  const headerFields = z.object({ alg: z.literal('RS256') }).safeParse(decodePart(header));
  if (!headerFields.success) return { isValid: false, description: 'invalid_request' };
  const isSigned = verify(
    'sha256',
    Buffer.from(`${header}.${payload}`),
    options.publicKey,
    Buffer.from(signature, 'base64url'),
  );
  if (!isSigned) return { isValid: false, description: 'no_valid_keys_or_signatures' };
  const parsed = claimsSchema.safeParse(decodePart(payload));
  if (!parsed.success) return { isValid: false, description: 'invalid_request' };
  const claims = parsed.data;
  const now = Math.floor(options.now.getTime() / 1000);
  if (claims.iss !== options.expected.iss)
    return { isValid: false, description: 'issuer_not_found' };
  if (claims.sub !== options.expected.sub) return { isValid: false, description: 'user_not_found' };
  if (claims.aud !== options.expected.aud)
    return { isValid: false, description: 'invalid_audience' };
  if (
    claims.exp <= now ||
    claims.iat > now + 60 ||
    claims.exp - claims.iat > MAX_LIFETIME_SECONDS
  ) {
    return { isValid: false, description: 'expired' };
  }
  const scopes = (claims.scope ?? '').split(' ');
  if (!scopes.includes('signature') || !scopes.includes('impersonation')) {
    return { isValid: false, description: 'invalid_scope' };
  }
  return { isValid: true, claims };
}
