import { STATUS_PAGE_TITLE } from '../../../domain/content/waiting-list-status.ts';
import { EnrollmentStatus } from '../../features/enrollment/enrollment-status.tsx';
import { AppProviders } from '../../lib/app-providers.tsx';
import { publicTitle } from '../../lib/page-title.ts';
import type { Route } from './+types/waiting-list-status';

/**
 * The family's private page from the confirmation mail: never in a search index, and the title
 * names no child, so a shared screen or browser history gives nothing away.
 */
export const meta: Route.MetaFunction = () => [
  { title: publicTitle(STATUS_PAGE_TITLE) },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function WaitingListStatusPage({ params }: Route.ComponentProps) {
  return (
    <AppProviders>
      {/* Keyed by token, so opening another link starts with fresh state. */}
      <EnrollmentStatus key={params.token} token={params.token} />
    </AppProviders>
  );
}
