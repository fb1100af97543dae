import { SharedViewPage } from '../features/shared-view/shared-view-page.tsx';
import { LinkPageLayout } from '../layouts/link-page-layout.tsx';
import { publicTitle } from '../lib/page-title.ts';
import type { Route } from './+types/shared-document';

/**
 * The recipient's page behind a share link: no sign-in, and never in a search index (robots.txt
 * also disallows /shared). The title stays generic so a tab or history entry names no agreement;
 * the page says it again in its own language once it knows it.
 */
export const meta: Route.MetaFunction = () => [
  { title: publicTitle('Shared document') },
  { name: 'robots', content: 'noindex, nofollow' },
];

/** Outside the sign-in gate: the page brings its own query cache and toast region. */
export default function SharedDocumentPage({ params }: Route.ComponentProps) {
  return (
    <LinkPageLayout>
      <SharedViewPage token={params.token} />
    </LinkPageLayout>
  );
}
