import { sign, type KeyObject } from 'node:crypto';
import { z } from 'zod';
import { AppError } from '../../../http/app-error.ts';
import { buildConsentUrl } from './consent-url.ts';
import type { DocusignSettings } from '../../../docusign-config.ts';
import { callDocusign, type FetchFunction } from './docusign-http.ts';

/** DocuSign accepts assertions that live up to an hour; ten minutes is what its guides use. */
const ASSERTION_LIFETIME_SECONDS = 600;
const SCOPE = 'signature impersonation';
const JWT_BEARER_GRANT = 'urn:ietf:params:oauth:grant-type:jwt-bearer';

const tokenAnswer = z.object({
  access_token: z.string().min(1),
  token_type: z.string(),
  expires_in: z.coerce.number().int().positive(),
});
const oauthError = z.object({ error: z.string(), error_description: z.string().optional() });

const base64url = (text: string) => Buffer.from(text).toString('base64url');

/** The RS256-signed JWT that proves we hold the integration key's private key. */
export function createJwtAssertion(options: {
  config: DocusignSettings;
  privateKey: KeyObject;
  now: Date;
}): string {
  const { config, privateKey, now } = options;
  const iat = Math.floor(now.getTime() / 1000);
  const header = base64url(JSON.stringify({ alg: 'RS256', typ: 'JWT' }));
  const payload = base64url(
    JSON.stringify({
      iss: config.integrationKey,
      sub: config.userId,
      aud: config.authServer,
      iat,
      exp: iat + ASSERTION_LIFETIME_SECONDS,
      scope: SCOPE,
    }),
  );
  const signature = sign('sha256', Buffer.from(`${header}.${payload}`), privateKey);
  return `${header}.${payload}.${signature.toString('base64url')}`;
}

export type AccessToken = { value: string; expiresInSeconds: number };

/** Exchanges a fresh assertion for an access token (POST /oauth/token, form-encoded). */
export async function requestAccessToken(options: {
  config: DocusignSettings;
  privateKey: KeyObject;
  origin: string;
  fetch: FetchFunction;
  now: Date;
  consentRedirectUri: string;
}): Promise<AccessToken> {
  const { config, origin } = options;
  const response = await callDocusign({
    fetch: options.fetch,
    url: `${origin}/oauth/token`,
    now: () => options.now,
    init: {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: JWT_BEARER_GRANT,
        assertion: createJwtAssertion(options),
      }).toString(),
    },
  });
  const body: unknown = await response.json().catch(() => null);
  if (response.ok) {
    const parsed = tokenAnswer.safeParse(body);
    if (!parsed.success)
      throw new AppError(502, 'DocuSign answered the sign-in with something we cannot read.');
    return { value: parsed.data.access_token, expiresInSeconds: parsed.data.expires_in };
  }
  const failure = oauthError.safeParse(body);
  const code = failure.success ? failure.data.error : `HTTP ${response.status}`;
  if (code === 'consent_required') {
    const url = buildConsentUrl({
      origin,
      integrationKey: config.integrationKey,
      redirectUri: options.consentRedirectUri,
    });
    throw new AppError(
      409,
      `DocuSign has not yet been allowed to send on behalf of the configured DocuSign user. ` +
        `This is needed once: sign in to DocuSign as that user (DOCUSIGN_USER_ID), open ${url} and choose Allow, then try again. ` +
        `The redirect address ${options.consentRedirectUri} must be listed among the integration key's redirect URIs.`,
    );
  }
  const detail = failure.success && failure.data.error_description;
  throw new AppError(
    502,
    `DocuSign refused to sign us in: ${code}${detail ? ` — ${detail}` : ''}. ` +
      'Check DOCUSIGN_INTEGRATION_KEY, DOCUSIGN_USER_ID, DOCUSIGN_PRIVATE_KEY (the key pair of this integration key) and DOCUSIGN_AUTH_SERVER.',
  );
}
