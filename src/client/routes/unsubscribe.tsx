import { UnsubscribePage } from '../features/unsubscribe/unsubscribe-page.tsx';
import { LinkPageLayout } from '../layouts/link-page-layout.tsx';
import { AppProviders } from '../lib/app-providers.tsx';
import { publicTitle } from '../lib/page-title.ts';
import type { Route } from './+types/unsubscribe';

/** The link in a campaign mail (a donor's own): never indexed; /es/unsubscribe in Spanish. */
export const meta: Route.MetaFunction = () => [
  { title: publicTitle('Campaign emails') },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function UnsubscribeRoute({ params }: Route.ComponentProps) {
  return (
    <AppProviders>
      <LinkPageLayout>
        <UnsubscribePage token={params.token} locale="en" />
      </LinkPageLayout>
    </AppProviders>
  );
}
