import { listStatusLabel } from '../../../domain/documents/rules.ts';
import { FilterBar, FilterSelect } from '../../ui/filter-bar.tsx';
import { STATUS_FILTERS } from './use-document-list-params.ts';

export interface DocumentFiltersProps {
  searchText: string;
  onSearchTextChange: (text: string) => void;
  onSearchCommit: () => void;
  status: string;
  onStatusChange: (status: string) => void;
}

const STATUS_OPTIONS = STATUS_FILTERS.map((status) => ({
  value: status,
  label: status === 'all' ? 'All statuses' : listStatusLabel(status),
}));

/** Search (title or partner company) and status filter of All Documents (spec §2). */
export function DocumentFilters(props: DocumentFiltersProps) {
  return (
    <FilterBar
      label="Filter documents"
      search={{
        id: 'document-search',
        label: 'Search documents',
        hint: 'Title or partner company',
        value: props.searchText,
        onChange: props.onSearchTextChange,
        className: 'min-w-64 flex-1',
      }}
      onSearchCommit={props.onSearchCommit}
    >
      <FilterSelect
        id="document-status"
        label="Status"
        className="w-full sm:w-56"
        value={props.status}
        onChange={props.onStatusChange}
        options={STATUS_OPTIONS}
      />
    </FilterBar>
  );
}
