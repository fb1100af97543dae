import { listStatusLabel } from '../../../domain/document-rules.ts';
import { Label } from '../../ui/label.tsx';
import { SearchField } from '../../ui/search-field.tsx';
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
      <SearchField
        id="document-search"
        label="Search documents"
        hint="Title or partner company"
        value={props.searchText}
        onChange={props.onSearchTextChange}
        className="min-w-64 flex-1"
      />
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
