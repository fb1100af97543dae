import { VOIDABLE_ESIGN_STATUSES, type EsignStatus } from '../../../../domain/esign.ts';
import type { Clock } from '../../../clock.ts';
import type { DocusignSettings } from '../../../config.ts';
import type { EnvelopeState, EsignProvider } from '../esign-provider.ts';
import { createDocusignClient } from './docusign-client.ts';
import type { FetchFunction } from './docusign-http.ts';
import { createDocusignSession } from './docusign-session.ts';
import { buildEnvelopeDefinition } from './envelope-definition.ts';
import { mapDocusignStatus, toEnvelopeState } from './status-map.ts';
import { createStatusPollCache } from './status-poll-cache.ts';

const isFinalStatus = (status: EsignStatus) =>
  !(VOIDABLE_ESIGN_STATUSES as readonly string[]).includes(status);

/** DocuSign's own consent landing page, which its quickstarts register as a redirect URI. */
const DEFAULT_CONSENT_REDIRECT_URI = 'https://developers.docusign.com/platform/auth/consent';

export type DocusignProvider = EsignProvider & {
  /** A state learnt elsewhere (a Connect message), so status() does not answer an older poll. */
  recordStatus(envelopeId: string, state: EnvelopeState): void;
};

export const isDocusignProvider = (provider: EsignProvider): provider is DocusignProvider =>
  provider.name === 'docusign' && 'recordStatus' in provider;

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
export function createDocusignProvider(options: CreateDocusignProviderOptions): DocusignProvider {
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
  const polls = createStatusPollCache({ clock });

  return {
    name: 'docusign',

    async send(request) {
      const created = await client.createEnvelope(buildEnvelopeDefinition(request));
      const sentAt = created.statusDateTime ? new Date(created.statusDateTime) : clock.now();
      const state: EnvelopeState = { status: mapDocusignStatus(created.status) ?? 'sent', sentAt };
      polls.remember(created.envelopeId, state);
      return { envelopeId: created.envelopeId, state };
    },

    async status(envelopeId) {
      const known = polls.fresh(envelopeId);
      if (known) return known;
      const state = toEnvelopeState(await client.getEnvelope(envelopeId));
      polls.remember(envelopeId, state);
      return state;
    },

    async void(envelopeId, reason) {
      await client.voidEnvelope(envelopeId, reason);
      // DocuSign's answer to a void carries no status; the void itself is the news.
      const state: EnvelopeState = {
        ...polls.last(envelopeId),
        status: 'voided',
        voidedAt: clock.now(),
      };
      polls.remember(envelopeId, state);
      return state;
    },

    download: (envelopeId) => client.downloadCombined(envelopeId),

    recordStatus(envelopeId, state) {
      const last = polls.last(envelopeId);
      // Connect may deliver late or out of order: a finished envelope never reopens.
      if (last && isFinalStatus(last.status) && !isFinalStatus(state.status)) return;
      polls.remember(envelopeId, { ...last, ...state });
    },
  };
}
