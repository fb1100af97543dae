import { DONOR_STATUSES } from '../../../domain/donors.ts';
import { Label } from '../../ui/label.tsx';
import { SearchField } from '../../ui/search-field.tsx';
import { Select } from '../../ui/select.tsx';
import type { DonorListFilters } from './api.ts';
import { DONOR_STATUS_LABELS } from './crm-labels.ts';

export interface DonorFiltersProps {
  filters: DonorListFilters;
  searchText: string;
  onSearchTextChange: (text: string) => void;
  onSearchCommit: () => void;
  onStatusChange: (status: string) => void;
}

/** The search box and the status filter of the donor dashboard (public spec §2). */
export function DonorFilters(props: DonorFiltersProps) {
  return (
    <form
      role="search"
      aria-label="Find donors"
      className="mb-4 flex flex-wrap items-end gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        props.onSearchCommit();
      }}
    >
      <SearchField
        id="donor-search"
        label="Search donors"
        hint="Name, email address or organization"
        value={props.searchText}
        onChange={props.onSearchTextChange}
        className="min-w-64 flex-1"
        rowClassName="max-w-xl"
      />
      <div className="grid gap-1.5">
        <Label htmlFor="donor-status-filter">Status</Label>
        <Select
          id="donor-status-filter"
          value={props.filters.status ?? ''}
          onChange={(event) => props.onStatusChange(event.target.value)}
        >
          <option value="">All statuses</option>
          {DONOR_STATUSES.map((status) => (
            <option key={status} value={status}>
              {DONOR_STATUS_LABELS[status]}
            </option>
          ))}
        </Select>
      </div>
    </form>
  );
}
