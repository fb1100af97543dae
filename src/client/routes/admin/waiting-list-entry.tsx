import { useNavigate } from 'react-router';
import { EntryOffers } from '../../features/admissions/entry-offers.tsx';
import { EntryDetail } from '../../features/waiting-list/entry-detail.tsx';
import { adminTitle } from '../../lib/page-title.ts';
import type { Route } from './+types/waiting-list-entry';

// The title names no child: tabs and browser history are seen by others.
export const meta: Route.MetaFunction = () => [{ title: adminTitle('Waiting list entry') }];

export default function WaitingListEntryPage({ params }: Route.ComponentProps) {
  const navigate = useNavigate();
  return (
    <EntryDetail
      // A fresh view per entry, so form state never carries over between entries.
      key={params.id}
      id={params.id}
      onDeleted={() => void navigate('/admin/waiting-list')}
      renderOffers={(entry) => <EntryOffers entry={entry} />}
    />
  );
}
