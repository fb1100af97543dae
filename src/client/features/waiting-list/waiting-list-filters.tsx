import {
  GRADE_LEVEL_LABELS,
  PROGRAM_INTEREST_LABELS,
} from '../../../domain/content/waiting-list-options.ts';
import {
  CAMPUS_NAMES,
  CAMPUSES,
  GRADE_LEVELS,
  PROGRAM_INTERESTS,
  WAITING_LIST_STATUS_LABELS,
  WAITING_LIST_STATUSES,
} from '../../../domain/waiting-list.ts';
import { Label } from '../../ui/label.tsx';
import { SearchField } from '../../ui/search-field.tsx';
import { Select } from '../../ui/select.tsx';
import type { WaitingListFilters } from './api.ts';
import type { FilterName } from './use-waiting-list-params.ts';

export interface WaitingListFiltersProps {
  filters: WaitingListFilters;
  searchText: string;
  onSearchTextChange: (text: string) => void;
  onSearchCommit: () => void;
  onFilterChange: (name: FilterName, value: string) => void;
}

const FILTERS: {
  name: FilterName;
  label: string;
  allLabel: string;
  options: readonly string[];
  labels: Record<string, string>;
}[] = [
  {
    name: 'campus',
    label: 'Campus',
    allLabel: 'All campuses',
    options: CAMPUSES,
    labels: CAMPUS_NAMES,
  },
  {
    name: 'status',
    label: 'Status',
    allLabel: 'All statuses',
    options: WAITING_LIST_STATUSES,
    labels: WAITING_LIST_STATUS_LABELS,
  },
  {
    name: 'gradeLevel',
    label: 'Grade (K-12)',
    allLabel: 'All grades',
    options: GRADE_LEVELS,
    labels: GRADE_LEVEL_LABELS,
  },
  {
    name: 'programInterest',
    label: 'Program (Bridge)',
    allLabel: 'All programs',
    options: PROGRAM_INTERESTS,
    labels: PROGRAM_INTEREST_LABELS,
  },
];

/** Search by name or email, and the four filters of issue 7 item 7. */
export function WaitingListFilters(props: WaitingListFiltersProps) {
  return (
    <form
      role="search"
      aria-label="Filter the waiting list"
      className="mb-4 grid gap-4 sm:grid-cols-2 xl:grid-cols-3"
      onSubmit={(event) => {
        event.preventDefault();
        props.onSearchCommit();
      }}
    >
      <SearchField
        id="waiting-list-search"
        label="Search"
        hint="Student’s first or last name, or the email address"
        value={props.searchText}
        onChange={props.onSearchTextChange}
        className="sm:col-span-2 xl:col-span-3"
        rowClassName="max-w-xl"
      />
      {FILTERS.map((filter) => (
        <div key={filter.name} className="grid gap-1.5">
          <Label htmlFor={`waiting-list-${filter.name}`}>{filter.label}</Label>
          <Select
            id={`waiting-list-${filter.name}`}
            value={props.filters[filter.name] ?? ''}
            onChange={(event) => props.onFilterChange(filter.name, event.target.value)}
          >
            <option value="">{filter.allLabel}</option>
            {filter.options.map((option) => (
              <option key={option} value={option}>
                {filter.labels[option]}
              </option>
            ))}
          </Select>
        </div>
      ))}
    </form>
  );
}
