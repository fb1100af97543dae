import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { donorDisplayName } from '../../../domain/crm/rules.ts';
import { Field } from '../../ui/form-field.tsx';
import { Input } from '../../ui/input.tsx';
import { Label } from '../../ui/label.tsx';
import { loadFailedText } from '../../ui/query-state.tsx';
import { Select } from '../../ui/select.tsx';
import { donorPageQuery } from './api.ts';

export interface DonorPickerProps {
  /** The select's id (an error summary links to it). */
  id: string;
  label: string;
  value: string;
  onChange: (donorId: string) => void;
  /** Donors who may not be chosen here, such as the donor whose profile this is. */
  excludeIds?: readonly string[];
  error?: string;
}

/** A search box over the donor list, and a select of the donors it finds. */
export function DonorPicker({
  id,
  label,
  value,
  onChange,
  excludeIds = [],
  error,
}: DonorPickerProps) {
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search.trim());
  const query = useQuery(donorPageQuery({ q: deferredSearch || undefined }));
  const donors = (query.data?.items ?? []).filter((donor) => !excludeIds.includes(donor.id));
  const searchId = `${id}-search`;

  return (
    <div className="grid gap-3">
      <div className="grid gap-1.5">
        <Label htmlFor={searchId}>Find a donor</Label>
        <Input
          id={searchId}
          type="search"
          autoComplete="off"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      <Field
        id={id}
        label={label}
        hint={query.isError ? loadFailedText('The donor list', 'Try searching again.') : undefined}
        error={error}
      >
        {(control) => (
          <Select {...control} value={value} onChange={(event) => onChange(event.target.value)}>
            <option value="">
              {query.isPending
                ? 'Loading donors...'
                : donors.length === 0
                  ? 'No donors found'
                  : 'Choose a donor'}
            </option>
            {donors.map((donor) => (
              <option key={donor.id} value={donor.id}>
                {donorDisplayName(donor)}
                {donor.email ? ` (${donor.email})` : ''}
              </option>
            ))}
          </Select>
        )}
      </Field>
    </div>
  );
}
