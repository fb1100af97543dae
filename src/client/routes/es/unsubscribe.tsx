import { TOAST_LABELS } from '../../../domain/content/es/verify-agreement.ts';
import { UnsubscribePage } from '../../features/unsubscribe/unsubscribe-page.tsx';
import { LinkPageLayout } from '../../layouts/link-page-layout.tsx';
import { AppProviders } from '../../lib/app-providers.tsx';
import { publicTitle } from '../../lib/page-title.ts';
import type { Route } from './+types/unsubscribe';

/** The unsubscribe link of a Spanish-speaking donor: the same page in Spanish. */
export const meta: Route.MetaFunction = () => [
  { title: publicTitle('Correos de campañas') },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function UnsubscribeRouteSpanish({ params }: Route.ComponentProps) {
  return (
    <AppProviders toastLabels={TOAST_LABELS}>
      <LinkPageLayout>
        <UnsubscribePage token={params.token} locale="es" />
      </LinkPageLayout>
    </AppProviders>
  );
}
