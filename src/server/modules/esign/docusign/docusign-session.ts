import { createPrivateKey, type KeyObject } from 'node:crypto';
import { z } from 'zod';
import type { Clock } from '../../../clock.ts';
import { AppError } from '../../../http/app-error.ts';
import type { DocusignSettings } from '../../../docusign-config.ts';
import { callDocusign, type DocusignRequestInit, type FetchFunction } from './docusign-http.ts';
import { requestAccessToken } from './jwt-grant.ts';

/** Renew a token this long before DocuSign's expiry, so it never dies in the middle of a call. */
const RENEW_BEFORE_EXPIRY_MS = 5 * 60_000;

const userInfo = z.object({
  accounts: z.array(z.object({ account_id: z.string(), base_uri: z.string() })).default([]),
});

export type DocusignSession = {
  /** fetch with a bearer token; a 401 drops the token and retries once with a fresh one. */
  fetchWithToken(url: string, init: DocusignRequestInit): Promise<Response>;
  /** `{base_uri}/restapi/v2.1/accounts/{accountId}`, looked up once through /oauth/userinfo. */
  accountUrl(): Promise<string>;
};

function readPrivateKey(pem: string): KeyObject {
  try {
    return createPrivateKey(pem);
  } catch {
    throw new Error(
      'DOCUSIGN_PRIVATE_KEY is not a readable RSA private key. Give the PEM text (-----BEGIN RSA PRIVATE KEY----- ...) or the path of the key file.',
    );
  }
}

/**
 * The signed-in state of the integration: one access token, reused until shortly before it
 * expires, and the account's base URI, which DocuSign says to look up once and keep.
 */
export function createDocusignSession(options: {
  config: DocusignSettings;
  clock: Clock;
  fetch: FetchFunction;
  origin: string;
  consentRedirectUri: string;
  allowHttpBaseUri: boolean;
}): DocusignSession {
  const { config, clock, origin } = options;
  const privateKey = readPrivateKey(config.privateKey);
  let token: { value: string; renewAt: number } | null = null;
  let pendingToken: Promise<string> | null = null;
  let accountUrl: Promise<string> | null = null;

  function accessToken(): Promise<string> {
    const now = clock.now();
    if (token && now.getTime() < token.renewAt) return Promise.resolve(token.value);
    // Concurrent requests share one grant instead of each asking DocuSign for a token.
    pendingToken ??= requestAccessToken({ ...options, privateKey, now })
      .then((granted) => {
        const lifetimeMs = granted.expiresInSeconds * 1000;
        const renewAfterMs = Math.max(lifetimeMs - RENEW_BEFORE_EXPIRY_MS, lifetimeMs / 2);
        token = { value: granted.value, renewAt: now.getTime() + renewAfterMs };
        return granted.value;
      })
      .finally(() => {
        pendingToken = null;
      });
    return pendingToken;
  }

  async function fetchWithToken(url: string, init: DocusignRequestInit): Promise<Response> {
    const send = async (value: string) =>
      callDocusign({
        fetch: options.fetch,
        url,
        now: () => clock.now(),
        init: { ...init, headers: { ...init.headers, authorization: `Bearer ${value}` } },
      });
    const first = await accessToken();
    const response = await send(first);
    if (response.status !== 401) return response;
    // DocuSign can revoke a token before its expiry (a password or consent change): re-grant once.
    await response.body?.cancel();
    if (token?.value === first) token = null;
    return send(await accessToken());
  }

  async function lookUpAccountUrl(): Promise<string> {
    const response = await fetchWithToken(`${origin}/oauth/userinfo`, { method: 'GET' });
    const parsed = userInfo.safeParse(await response.json().catch(() => null));
    if (!response.ok || !parsed.success) {
      throw new AppError(502, `DocuSign did not tell us your account (HTTP ${response.status}).`);
    }
    const account = parsed.data.accounts.find((entry) => entry.account_id === config.accountId);
    if (!account) {
      throw new AppError(
        502,
        `The DocuSign user has no access to account ${config.accountId}. Check DOCUSIGN_ACCOUNT_ID (the API Account ID on DocuSign's Apps and Keys page).`,
      );
    }
    const baseUri = account.base_uri.replace(/\/+$/, '');
    if (!baseUri.startsWith('https://') && !options.allowHttpBaseUri) {
      throw new AppError(502, 'DocuSign named an account address that is not HTTPS; refusing it.');
    }
    return `${baseUri}/restapi/v2.1/accounts/${encodeURIComponent(config.accountId)}`;
  }

  return {
    fetchWithToken,
    accountUrl() {
      accountUrl ??= lookUpAccountUrl().catch((error: unknown) => {
        accountUrl = null;
        throw error;
      });
      return accountUrl;
    },
  };
}
