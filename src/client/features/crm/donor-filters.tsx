import { DONOR_STATUSES } from '../../../domain/donors.ts';
import { Button } from '../../ui/button.tsx';
import { Input } from '../../ui/input.tsx';
import { Label } from '../../ui/label.tsx';
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
      <div className="grid min-w-64 flex-1 gap-1.5">
        <Label htmlFor="donor-search">Search donors</Label>
        <p id="donor-search-hint" className="text-sm text-ink-muted">
          Name, email address or organization
        </p>
        <div className="flex max-w-xl gap-2">
          <Input
            id="donor-search"
            type="search"
            aria-describedby="donor-search-hint"
            autoComplete="off"
            value={props.searchText}
            onChange={(event) => props.onSearchTextChange(event.target.value)}
          />
          <Button type="submit" variant="secondary">
            Search
          </Button>
        </div>
      </div>
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
