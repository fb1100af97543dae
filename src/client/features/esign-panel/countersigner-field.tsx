import type { UseQueryResult } from '@tanstack/react-query';
import type { CountersignerDto } from '../../../domain/esign/dtos.ts';
import { Field } from '../../ui/form-field.tsx';
import { LoadFailed } from '../../ui/query-state.tsx';
import { Select } from '../../ui/select.tsx';

export interface CountersignerFieldProps {
  id: string;
  countersigners: UseQueryResult<CountersignerDto[]>;
  value: string;
  error: string | undefined;
  onChange: (id: string) => void;
}

/** The staff member who signs for the organisation, if any; the list can fail on its own. */
export function CountersignerField({
  id,
  countersigners,
  value,
  error,
  onChange,
}: CountersignerFieldProps) {
  return (
    <>
      <Field
        id={id}
        label="Countersigner (optional)"
        hint="A staff member who signs for the organisation."
        error={error}
      >
        {(control) => (
          <Select {...control} value={value} onChange={(event) => onChange(event.target.value)}>
            <option value="">No countersigner</option>
            {(countersigners.data ?? []).map((staff) => (
              <option key={staff.id} value={staff.id}>
                {staff.name} ({staff.email})
              </option>
            ))}
          </Select>
        )}
      </Field>
      {countersigners.isError ? (
        <LoadFailed
          what="The list of staff"
          hint="You can send without a countersigner, or try again."
          onRetry={() => void countersigners.refetch()}
          isRetrying={countersigners.isFetching}
          presentation="compact"
        />
      ) : null}
    </>
  );
}
