import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { WaitingListEntryDto } from '../../../domain/waiting-list/dtos.ts';
import { readErrorStatus } from '../../lib/api-error.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import { LoadFailed } from '../../ui/query-state.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { useWaitingListEntry } from './api.ts';
import { DeleteEntryDialog } from './delete-entry-dialog.tsx';
import { EntryFacts } from './entry-facts.tsx';
import { EntryHistory } from './entry-history.tsx';
import { EntryPapers } from './entry-papers.tsx';
import { EntryVisits } from './entry-visits.tsx';
import { UpdateEntryForm } from './update-entry-form.tsx';

function BackLink() {
  return (
    <Link
      to="/admin/waiting-list"
      className="mb-4 inline-flex min-h-6 items-center font-medium text-brand-ink underline underline-offset-4 hover:no-underline"
    >
      Back to the waiting list
    </Link>
  );
}

export interface EntryDetailProps {
  id: string;
  onDeleted: () => void;
  /** The entry's seat offers (features/admissions), composed in by the route. */
  renderOffers?: (entry: WaitingListEntryDto) => ReactNode;
}

/** One application: what the family sent, the staff update form, the history and Delete. */
export function EntryDetail({ id, onDeleted, renderOffers }: EntryDetailProps) {
  const query = useWaitingListEntry(id);
  const { data: entry, isPending, isError, error } = query;

  if (isPending) {
    return (
      <>
        <BackLink />
        <PageHeader title="Waiting list entry" />
        <Spinner label="Loading the entry..." showLabel />
      </>
    );
  }

  if (isError) {
    // A malformed id (400) is as missing as an unknown one (404).
    const isMissing = [400, 404].includes(readErrorStatus(error) ?? 0);
    return (
      <>
        <BackLink />
        <PageHeader
          title={isMissing ? 'Entry not found' : 'Waiting list entry'}
          description={
            isMissing ? 'There is no entry at this address. It may have been deleted.' : undefined
          }
        />
        {isMissing ? null : (
          <LoadFailed
            what="This entry"
            error={error}
            onRetry={() => void query.refetch()}
            isRetrying={query.isFetching}
          />
        )}
      </>
    );
  }

  return (
    <>
      <BackLink />
      <div className="flex flex-wrap items-start justify-between gap-4">
        <PageHeader
          title={`${entry.firstName} ${entry.lastName}`}
          description="Waiting list entry"
        />
        <DeleteEntryDialog entry={entry} onDeleted={onDeleted} />
      </div>
      <div className="grid grid-cols-1 items-start gap-8 xl:grid-cols-[minmax(0,1fr)_24rem]">
        <EntryFacts entry={entry} />
        <div className="grid gap-8">
          <UpdateEntryForm entry={entry} />
          {renderOffers?.(entry)}
          <EntryPapers entryId={entry.id} />
          <EntryVisits entryId={entry.id} />
          <EntryHistory id={entry.id} />
        </div>
      </div>
    </>
  );
}
