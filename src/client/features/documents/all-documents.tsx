import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { DocumentListItemDto } from '../../../domain/documents/dtos.ts';
import { DOCUMENT_PAGE_SIZE } from '../../../domain/documents/documents.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { Pagination } from '../../ui/pagination.tsx';
import { LoadFailed } from '../../ui/query-state.tsx';
import { useDocumentPage } from './api.ts';
import { DocumentFilters } from './document-filters.tsx';
import { DocumentsTable, type DocumentRowExtensions } from './documents-table.tsx';
import { useDocumentListParams } from './use-document-list-params.ts';

function resultsMessage(total: number | undefined, page: number, isLoading: boolean): string {
  if (isLoading || total === undefined) return 'Loading documents...';
  if (total === 0) return '0 documents found.';
  const found = `${total} ${total === 1 ? 'document' : 'documents'} found.`;
  const first = (page - 1) * DOCUMENT_PAGE_SIZE + 1;
  if (total <= DOCUMENT_PAGE_SIZE || first > total) return found;
  return `${found} Showing ${first}–${Math.min(page * DOCUMENT_PAGE_SIZE, total)}.`;
}

export interface AllDocumentsProps extends DocumentRowExtensions {
  /** Rendered after the list while it has documents (the sharing cards), given those documents. */
  renderAfterList?: (documents: readonly DocumentListItemDto[]) => ReactNode;
}

/** All Documents (spec §2): filters in the URL, 50 a page, Send and Download on each row. */
export function AllDocuments({ renderAfterList, ...rowExtensions }: AllDocumentsProps) {
  const list = useDocumentListParams();
  const { filters } = list;
  const query = useDocumentPage(filters);
  const total = query.data?.total;
  const isFiltered = Boolean(filters.q || filters.status !== 'all' || filters.expiringWithinDays);

  return (
    <>
      <DocumentFilters
        searchText={list.searchText}
        onSearchTextChange={list.setSearchText}
        onSearchCommit={list.commitSearch}
        status={filters.status ?? 'all'}
        onStatusChange={list.setStatus}
      />
      {filters.expiringWithinDays ? (
        <p className="mb-4 flex flex-wrap items-center gap-3 rounded-md border border-line bg-surface p-3">
          <span>Showing NDAs whose term ends within {filters.expiringWithinDays} days.</span>
          <Button variant="ghost" className="underline" onClick={list.clearExpiring}>
            Show all end dates
          </Button>
        </p>
      ) : null}
      <p role="status" className="sr-only">
        {resultsMessage(total, filters.page ?? 1, query.isFetching)}
      </p>
      {query.isError ? (
        // The table draws its own placeholder rows while loading, so only the failure is shared.
        <LoadFailed
          what="The documents"
          error={query.error}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
          presentation="card"
        />
      ) : total === 0 ? (
        <Card className="text-center">
          <p className="text-lg font-semibold">No documents found</p>
          <p className="mt-1 text-ink-muted">
            {isFiltered ? (
              'Try a different search or status.'
            ) : (
              <>
                <Link to="/admin/create" className="text-brand underline underline-offset-2">
                  Create your first NDA
                </Link>{' '}
                to get started.
              </>
            )}
          </p>
        </Card>
      ) : query.data && query.data.items.length === 0 ? (
        <Card className="text-center">
          <p className="text-lg font-semibold">There are no documents on this page.</p>
          <Button className="mt-4" variant="secondary" onClick={() => list.setPage(1)}>
            Go to the first page
          </Button>
        </Card>
      ) : (
        <>
          <DocumentsTable
            documents={query.data?.items}
            isLoading={query.isPending}
            {...rowExtensions}
          />
          <Pagination
            label="Document pages"
            page={filters.page ?? 1}
            pageSize={DOCUMENT_PAGE_SIZE}
            total={total ?? 0}
            onPageChange={list.setPage}
          />
          {query.data && query.data.items.length > 0 ? renderAfterList?.(query.data.items) : null}
        </>
      )}
    </>
  );
}
