import type { ReactNode } from 'react';
import type { ChartData } from '../../../domain/content/charts.ts';
import { Card } from '../../ui/card.tsx';
import { Pagination } from '../../ui/pagination.tsx';
import { QueryState } from '../../ui/query-state.tsx';
import { WAITING_LIST_PAGE_SIZE, useWaitingListPage } from './api.ts';
import { ExportCsv } from './export-csv.tsx';
import { NeedsAttentionPanel } from './needs-attention-panel.tsx';
import { useWaitingListParams } from './use-waiting-list-params.ts';
import { waitingListCharts } from './waiting-list-charts.ts';
import { WaitingListFilters } from './waiting-list-filters.tsx';
import { WaitingListTable } from './waiting-list-table.tsx';

function resultsMessage(total: number | undefined, isFetching: boolean): string {
  if (isFetching || total === undefined) return 'Loading the waiting list...';
  return `${total} ${total === 1 ? 'entry' : 'entries'} found.`;
}

export interface WaitingListViewProps {
  /** Draws one chart of the counts; the route lends the public site's bar chart. */
  renderChart: (chart: ChartData) => ReactNode;
}

/** The staff list: what needs staff now, filters in the URL, 25 a page, export and counts below. */
export function WaitingListView({ renderChart }: WaitingListViewProps) {
  const list = useWaitingListParams();
  const { filters } = list;
  const query = useWaitingListPage(filters);
  const data = query.data;

  return (
    <>
      <NeedsAttentionPanel />
      <WaitingListFilters
        filters={filters}
        searchText={list.searchText}
        onSearchTextChange={list.setSearchText}
        onSearchCommit={list.commitSearch}
        onFilterChange={list.setFilter}
      />
      <p role="status" className="mb-4 font-medium text-ink">
        {resultsMessage(data?.total, query.isFetching)}
      </p>
      <QueryState
        query={query}
        what="The waiting list"
        presentation="card"
        showLoadingLabel={false}
        isEmpty={(page) => page.entries.length === 0}
        empty={
          <Card className="text-center">
            <p className="text-lg font-semibold">No entries found</p>
            <p className="mt-1 text-ink-muted">Try a different search or fewer filters.</p>
          </Card>
        }
      >
        {(page) => (
          <>
            <WaitingListTable entries={page.entries} />
            <Pagination
              label="Waiting list pages"
              page={filters.page ?? 1}
              pageSize={WAITING_LIST_PAGE_SIZE}
              total={page.total}
              onPageChange={list.setPage}
            />
          </>
        )}
      </QueryState>
      <div className="mt-8 max-w-xl">
        <ExportCsv filters={filters} />
      </div>
      {data ? (
        <section aria-labelledby="counts-title" className="mt-8">
          <h2 id="counts-title" className="text-xl font-semibold text-ink">
            Counts
          </h2>
          <p className="mt-1 text-ink-muted">Over the whole list, whatever the filters.</p>
          <div className="mt-4 grid grid-cols-1 items-start gap-6 xl:grid-cols-2">
            {waitingListCharts(data.counts).map((chart) => (
              <div key={chart.title}>{renderChart(chart)}</div>
            ))}
          </div>
        </section>
      ) : null}
    </>
  );
}
