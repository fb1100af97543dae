import { DONOR_STATUSES } from '../../../domain/crm/donors.ts';
import { FilterBar, FilterSelect } from '../../ui/filter-bar.tsx';
import type { DonorListFilters } from './api.ts';
import { DONOR_STATUS_LABELS } from './crm-labels.ts';

export interface DonorFiltersProps {
  filters: DonorListFilters;
  searchText: string;
  onSearchTextChange: (text: string) => void;
  onSearchCommit: () => void;
  onStatusChange: (status: string) => void;
}

const STATUS_OPTIONS = DONOR_STATUSES.map((status) => ({
  value: status,
  label: DONOR_STATUS_LABELS[status],
}));

/** The search box and the status filter of the donor dashboard (public spec §2). */
export function DonorFilters(props: DonorFiltersProps) {
  return (
    <FilterBar
      label="Find donors"
      search={{
        id: 'donor-search',
        label: 'Search donors',
        hint: 'Name, email address or organization',
        value: props.searchText,
        onChange: props.onSearchTextChange,
        className: 'min-w-64 flex-1',
        rowClassName: 'max-w-xl',
      }}
      onSearchCommit={props.onSearchCommit}
    >
      {/* min-w-48: room for the widest status at the larger text size. */}
      <FilterSelect
        id="donor-status-filter"
        label="Status"
        selectClassName="min-w-48"
        value={props.filters.status ?? ''}
        onChange={props.onStatusChange}
        allLabel="All statuses"
        options={STATUS_OPTIONS}
      />
    </FilterBar>
  );
}
