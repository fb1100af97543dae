import { useQuery } from '@tanstack/react-query';
import { ESIGN_PROVIDER_LABELS } from '../../../domain/esign/esign.ts';
import { Badge } from '../../ui/badge.tsx';
import { Card } from '../../ui/card.tsx';
import { QueryState } from '../../ui/query-state.tsx';
import { settingsQuery } from './api.ts';
import { ConnectDeliveries } from './connect-deliveries.tsx';
import { DocusignSetup } from './docusign-setup.tsx';

/**
 * Read-only: mail and e-signature are configured on the server (environment variables), not
 * here. A page of its own in Settings, so it says itself when the settings cannot be loaded.
 */
export function IntegrationsSection() {
  const query = useQuery(settingsQuery());

  return (
    <section aria-labelledby="integrations-heading">
      <h2 id="integrations-heading" className="text-xl font-semibold text-ink">
        Integrations
      </h2>
      <p className="mt-2 max-w-prose text-ink-muted">
        These are set up on the server by whoever runs this site. They cannot be changed here.
      </p>
      <QueryState
        query={query}
        what="The settings"
        loadingLabel="Loading integrations..."
        className="mt-4"
      >
        {(settings) => (
          <dl className="mt-4 grid gap-4 md:grid-cols-2">
            <Card>
              <dt className="flex flex-wrap items-center gap-2 font-semibold text-ink">
                Email
                <Badge variant={settings.mail.configured ? 'success' : 'muted'}>
                  {settings.mail.configured ? 'Configured' : 'Not configured'}
                </Badge>
              </dt>
              <dd className="mt-2 text-ink-muted">{settings.mail.description}</dd>
            </Card>
            <Card>
              <dt className="flex flex-wrap items-center gap-2 font-semibold text-ink">
                E-signature
                <Badge>{ESIGN_PROVIDER_LABELS[settings.esign.provider]}</Badge>
              </dt>
              <dd className="mt-2 text-ink-muted">
                {settings.esign.description}
                {settings.esign.connect ? (
                  <ConnectDeliveries connect={settings.esign.connect} />
                ) : null}
                {settings.esign.provider === 'builtin' ? <DocusignSetup /> : null}
              </dd>
            </Card>
          </dl>
        )}
      </QueryState>
    </section>
  );
}
