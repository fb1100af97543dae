import {
  GRADE_LEVEL_LABELS,
  PROGRAM_INTEREST_LABELS,
} from '../../../domain/content/waiting-list-options.ts';
import {
  CAMPUS_SHORT_NAMES,
  CAMPUSES,
  GRADE_LEVELS,
  PROGRAM_INTERESTS,
  WAITING_LIST_STATUS_LABELS,
  WAITING_LIST_STATUSES,
} from '../../../domain/waiting-list/waiting-list.ts';
import { FilterBar, FilterSelect, type FilterOption } from '../../ui/filter-bar.tsx';
import type { WaitingListFilters } from './api.ts';
import type { FilterName } from './use-waiting-list-params.ts';

export interface WaitingListFiltersProps {
  filters: WaitingListFilters;
  searchText: string;
  onSearchTextChange: (text: string) => void;
  onSearchCommit: () => void;
  onFilterChange: (name: FilterName, value: string) => void;
}

/** The options of one filter, in the order the domain lists them. */
const optionsOf = (values: readonly string[], labels: Record<string, string>): FilterOption[] =>
  values.map((value) => ({ value, label: labels[value] ?? value }));

const FILTERS: { name: FilterName; label: string; allLabel: string; options: FilterOption[] }[] = [
  {
    name: 'campus',
    label: 'Campus',
    allLabel: 'All campuses',
    options: optionsOf(CAMPUSES, CAMPUS_SHORT_NAMES),
  },
  {
    name: 'status',
    label: 'Status',
    allLabel: 'All statuses',
    options: optionsOf(WAITING_LIST_STATUSES, WAITING_LIST_STATUS_LABELS),
  },
  {
    name: 'gradeLevel',
    label: 'Grade (K-12)',
    allLabel: 'All grades',
    options: optionsOf(GRADE_LEVELS, GRADE_LEVEL_LABELS),
  },
  {
    name: 'programInterest',
    label: 'Program (Bridge)',
    allLabel: 'All programs',
    options: optionsOf(PROGRAM_INTERESTS, PROGRAM_INTEREST_LABELS),
  },
];

/** Search by name or email, and the four filters above: campus, status, grade, program. */
export function WaitingListFilters(props: WaitingListFiltersProps) {
  return (
    <FilterBar
      label="Filter the waiting list"
      className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3"
      search={{
        id: 'waiting-list-search',
        label: 'Search',
        hint: 'Student’s first or last name, or the email address',
        value: props.searchText,
        onChange: props.onSearchTextChange,
        className: 'sm:col-span-2 xl:col-span-3',
        rowClassName: 'max-w-xl',
      }}
      onSearchCommit={props.onSearchCommit}
    >
      {FILTERS.map((filter) => (
        <FilterSelect
          key={filter.name}
          id={`waiting-list-${filter.name}`}
          label={filter.label}
          value={props.filters[filter.name] ?? ''}
          onChange={(value) => props.onFilterChange(filter.name, value)}
          allLabel={filter.allLabel}
          options={filter.options}
        />
      ))}
    </FilterBar>
  );
}
