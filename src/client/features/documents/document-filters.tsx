import { listStatusLabel } from '../../../domain/document-rules.ts';
import { Button } from '../../ui/button.tsx';
import { Input } from '../../ui/input.tsx';
import { Label } from '../../ui/label.tsx';
import { Select } from '../../ui/select.tsx';
import { STATUS_FILTERS } from './use-document-list-params.ts';

export interface DocumentFiltersProps {
  searchText: string;
  onSearchTextChange: (text: string) => void;
  onSearchCommit: () => void;
  status: string;
  onStatusChange: (status: string) => void;
}

/** Search (title or partner company) and status filter of All Documents (spec §2). */
export function DocumentFilters(props: DocumentFiltersProps) {
  return (
    <form
      role="search"
      aria-label="Filter documents"
      className="mb-4 flex flex-wrap items-end gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        props.onSearchCommit();
      }}
    >
      <div className="grid min-w-64 flex-1 gap-1.5">
        <Label htmlFor="document-search">Search documents</Label>
        <p id="document-search-hint" className="text-sm text-ink-muted">
          Title or partner company
        </p>
        <div className="flex gap-2">
          <Input
            id="document-search"
            type="search"
            aria-describedby="document-search-hint"
            autoComplete="off"
            value={props.searchText}
            onChange={(event) => props.onSearchTextChange(event.target.value)}
          />
          <Button type="submit" variant="secondary">
            Search
          </Button>
        </div>
      </div>
      <div className="grid w-full gap-1.5 sm:w-56">
        <Label htmlFor="document-status">Status</Label>
        <Select
          id="document-status"
          value={props.status}
          onChange={(event) => props.onStatusChange(event.target.value)}
        >
          {STATUS_FILTERS.map((status) => (
            <option key={status} value={status}>
              {status === 'all' ? 'All statuses' : listStatusLabel(status)}
            </option>
          ))}
        </Select>
      </div>
    </form>
  );
}
