import type { Clock } from '../../../clock.ts';
import type { DocusignSettings } from '../../../docusign-config.ts';
import type { EnvelopeState, EsignProvider } from '../esign-provider.ts';
import { createDocusignClient } from './docusign-client.ts';
import type { FetchFunction } from './docusign-http.ts';
import { createDocusignSession } from './docusign-session.ts';
import { buildEnvelopeDefinition } from './envelope-definition.ts';
import { mapDocusignStatus, toEnvelopeState } from './status-map.ts';

/** DocuSign allows one status poll per envelope per 15 minutes (its API rules for going live). */
export const STATUS_POLL_INTERVAL_MS = 15 * 60_000;

/** DocuSign's own consent landing page, which its quickstarts register as a redirect URI. */
const DEFAULT_CONSENT_REDIRECT_URI = 'https://developers.docusign.com/platform/auth/consent';

export type CreateDocusignProviderOptions = {
  config: DocusignSettings;
  clock: Clock;
  fetch?: FetchFunction;
  /** Where DocuSign sends the browser after consent: one of the integration key's redirect URIs. */
  consentRedirectUri?: string;
  /** Plain HTTP to a local fake server (auth host and account base URI). Never in production. */
  insecureHttpForTests?: boolean;
};

/**
 * DocuSign as an EsignProvider: JWT grant, then eSignature REST v2.1 with plain fetch. Reads the
 * private key at once, so a bad DOCUSIGN_PRIVATE_KEY stops start-up with a clear message.
 */
export function createDocusignProvider(options: CreateDocusignProviderOptions): EsignProvider {
  const { config, clock } = options;
  const insecureHttpForTests = options.insecureHttpForTests ?? false;
  const session = createDocusignSession({
    config,
    clock,
    fetch: options.fetch ?? globalThis.fetch,
    origin: `${insecureHttpForTests ? 'http' : 'https'}://${config.authServer}`,
    consentRedirectUri: options.consentRedirectUri ?? DEFAULT_CONSENT_REDIRECT_URI,
    allowHttpBaseUri: insecureHttpForTests,
  });
  const client = createDocusignClient({ session });

  return {
    name: 'docusign',
    statusPollIntervalMs: STATUS_POLL_INTERVAL_MS,

    async send(request) {
      const created = await client.createEnvelope(buildEnvelopeDefinition(request));
      const sentAt = created.statusDateTime ? new Date(created.statusDateTime) : clock.now();
      const state: EnvelopeState = { status: mapDocusignStatus(created.status) ?? 'sent', sentAt };
      return { envelopeId: created.envelopeId, state };
    },

    status: async (envelopeId) => toEnvelopeState(await client.getEnvelope(envelopeId)),

    async void(envelopeId, reason) {
      await client.voidEnvelope(envelopeId, reason);
      // DocuSign's answer to a void carries no status; the void itself is the news.
      return { status: 'voided', voidedAt: clock.now() };
    },

    download: (envelopeId) => client.downloadCombined(envelopeId),
  };
}
