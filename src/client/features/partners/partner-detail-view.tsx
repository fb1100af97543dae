import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { readErrorStatus } from '../../lib/api-error.ts';
import { formatDate } from '../../lib/format.ts';
import { Badge } from '../../ui/badge.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { LoadFailed } from '../../ui/query-state.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { partnerQuery } from './api.ts';
import { ArchivePartnerButton } from './archive-partner-button.tsx';
import { DeletePartnerDialog } from './delete-partner-dialog.tsx';
import { EditPartnerDialog } from './edit-partner-dialog.tsx';
import { PartnerDetails } from './partner-details.tsx';
import { PartnerDocumentsTable } from './partner-documents-table.tsx';

export interface PartnerDetailViewProps {
  id: string;
  onDeleted: () => void;
}

function BackLink() {
  return (
    <Link
      to="/admin/partners"
      className="mb-4 inline-flex min-h-6 items-center font-medium text-brand underline underline-offset-4 hover:no-underline"
    >
      Back to All Partners
    </Link>
  );
}

/**
 * One partner: details, Edit, Archive (or Restore) and Delete, and the NDAs signed with them. An
 * archived partner says so under its name.
 */
export function PartnerDetailView({ id, onDeleted }: PartnerDetailViewProps) {
  const query = useQuery(partnerQuery(id));
  const { data: partner, isPending, isError, error } = query;

  if (isPending) {
    return (
      <>
        <BackLink />
        <PageHeader title="Partner" />
        <Spinner label="Loading partner..." showLabel />
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
          title={isMissing ? 'Partner not found' : 'Partner'}
          description={
            isMissing ? 'There is no partner at this address. It may have been deleted.' : undefined
          }
        />
        {isMissing ? null : (
          <LoadFailed
            what="This partner"
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
          title={partner.companyName}
          description={
            partner.archivedAt ? (
              <>
                <Badge variant="muted">Archived</Badge> Partner, hidden from the partner list and
                from new NDAs since {formatDate(partner.archivedAt)}. Its NDAs are kept.
              </>
            ) : (
              'Partner'
            )
          }
        />
        <div className="flex flex-wrap gap-3">
          <EditPartnerDialog partner={partner} />
          <ArchivePartnerButton partner={partner} />
          <DeletePartnerDialog partner={partner} onDeleted={onDeleted} />
        </div>
      </div>
      <div className="grid gap-8">
        <PartnerDetails partner={partner} />
        <PartnerDocumentsTable documents={partner.documents} />
      </div>
    </>
  );
}
