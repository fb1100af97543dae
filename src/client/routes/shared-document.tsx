import { SharedView } from '../features/shared-view/shared-view.tsx';
import { LinkPageLayout } from '../layouts/link-page-layout.tsx';
import { AppProviders } from '../lib/app-providers.tsx';
import { publicTitle } from '../lib/page-title.ts';
import type { Route } from './+types/shared-document';

/**
 * The recipient's page behind a share link: no sign-in, and never in a search index (robots.txt
 * also disallows /shared). The title stays generic so a tab or history entry names no agreement.
 */
export const meta: Route.MetaFunction = () => [
  { title: publicTitle('Shared document') },
  { name: 'robots', content: 'noindex, nofollow' },
];

/** Outside the sign-in gate, so it brings its own query cache and toast region. */
export default function SharedDocumentPage({ params }: Route.ComponentProps) {
  return (
    <AppProviders>
      <LinkPageLayout>
        {/* Keyed by token, so opening another link starts with fresh state. */}
        <SharedView key={params.token} token={params.token} />
      </LinkPageLayout>
    </AppProviders>
  );
}
