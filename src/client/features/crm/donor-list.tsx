import { useQuery } from '@tanstack/react-query';
import { DONOR_PAGE_SIZE } from '../../../domain/crm/schemas.ts';
import { Card } from '../../ui/card.tsx';
import { Pagination } from '../../ui/pagination.tsx';
import { QueryState } from '../../ui/query-state.tsx';
import { donorPageQuery } from './api.ts';
import { DonorFilters } from './donor-filters.tsx';
import { DonorTable } from './donor-table.tsx';
import { useDonorListParams } from './use-donor-list-params.ts';

function resultsMessage(total: number | undefined, isFetching: boolean): string {
  if (isFetching || total === undefined) return 'Loading donors...';
  return `${total} ${total === 1 ? 'donor' : 'donors'} found.`;
}

/** Search, status filter, the table and its pages; 25 donors a page, in the URL. */
export function DonorList() {
  const list = useDonorListParams();
  const { filters } = list;
  const query = useQuery(donorPageQuery(filters));
  const data = query.data;

  return (
    <section aria-labelledby="donors-title">
      <h2 id="donors-title" className="mb-4 text-xl font-semibold text-ink">
        Donors
      </h2>
      <DonorFilters
        filters={filters}
        searchText={list.searchText}
        onSearchTextChange={list.setSearchText}
        onSearchCommit={list.commitSearch}
        onStatusChange={list.setStatus}
      />
      <p role="status" className="mb-4 font-medium text-ink">
        {resultsMessage(data?.total, query.isFetching)}
      </p>
      <QueryState
        query={query}
        what="The donors"
        presentation="card"
        loadingLabel="Loading donors..."
        showLoadingLabel={false}
        isEmpty={(page) => page.items.length === 0}
        empty={
          <Card className="text-center">
            <p className="text-lg font-semibold">No donors found</p>
            <p className="mt-1 text-ink-muted">
              Try a different search or another status, or add a donor.
            </p>
          </Card>
        }
      >
        {(page) => (
          <>
            <DonorTable donors={page.items} />
            <Pagination
              label="Donor pages"
              page={filters.page ?? 1}
              pageSize={DONOR_PAGE_SIZE}
              total={page.total}
              onPageChange={list.setPage}
            />
          </>
        )}
      </QueryState>
    </section>
  );
}
