import {
  STAFF_ROLES,
  STAFF_ROLE_DESCRIPTIONS,
  STAFF_ROLE_LABELS,
  type StaffRole,
} from '../../../domain/auth/staff-roles.ts';
import { Checkbox } from '../../ui/checkbox.tsx';

export interface RoleFieldsetProps {
  /** The id the error summary links to: the first checkbox. */
  id: string;
  value: readonly StaffRole[];
  onChange: (roles: StaffRole[]) => void;
  error?: string;
}

/** The five roles as checkboxes, each with what it opens (domain/auth/staff-roles.ts). */
export function RoleFieldset({ id, value, onChange, error }: RoleFieldsetProps) {
  const errorId = `${id}-error`;
  return (
    <fieldset className="grid gap-3" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2 font-semibold text-ink">Roles</legend>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
      {STAFF_ROLES.map((role, index) => (
        <Checkbox
          key={role}
          id={index === 0 ? id : `${id}-${role}`}
          name="roles"
          value={role}
          label={STAFF_ROLE_LABELS[role]}
          hint={STAFF_ROLE_DESCRIPTIONS[role]}
          checked={value.includes(role)}
          onChange={(event) =>
            onChange(
              event.target.checked
                ? STAFF_ROLES.filter((r) => r === role || value.includes(r))
                : value.filter((r) => r !== role),
            )
          }
        />
      ))}
    </fieldset>
  );
}
