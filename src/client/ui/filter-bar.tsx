import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Field } from './form-field.tsx';
import { SearchField, type SearchFieldProps } from './search-field.tsx';
import { Select } from './select.tsx';

export interface FilterBarProps {
  /** Names the search landmark for screen readers. */
  label: string;
  search: SearchFieldProps;
  /** Enter in the box, or its Search button: the typed text becomes the search. */
  onSearchCommit: () => void;
  /** The layout of the bar; a wrapping row unless given. */
  className?: string;
  /** The filters beside the search box, usually FilterSelects. */
  children: ReactNode;
}

/** The search box and filters above an admin list, in one `<form role="search">`. */
export function FilterBar({
  label,
  search,
  onSearchCommit,
  className = 'flex flex-wrap items-end gap-4',
  children,
}: FilterBarProps) {
  return (
    <form
      role="search"
      aria-label={label}
      className={clsx('mb-4', className)}
      onSubmit={(event) => {
        event.preventDefault();
        onSearchCommit();
      }}
    >
      <SearchField {...search} />
      {children}
    </form>
  );
}

export interface FilterOption {
  value: string;
  label: string;
}

export interface FilterSelectProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** When given, a first option with the empty value that lifts the filter. */
  allLabel?: string;
  options: readonly FilterOption[];
  className?: string;
  selectClassName?: string;
}

/** One labelled filter of a FilterBar: a change applies at once, no button needed. */
export function FilterSelect(props: FilterSelectProps) {
  return (
    <Field id={props.id} label={props.label} className={props.className}>
      {(control) => (
        <Select
          {...control}
          className={props.selectClassName}
          value={props.value}
          onChange={(event) => props.onChange(event.target.value)}
        >
          {props.allLabel === undefined ? null : <option value="">{props.allLabel}</option>}
          {props.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}
