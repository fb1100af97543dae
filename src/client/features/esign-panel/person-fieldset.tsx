import { useEffect, useRef } from 'react';
import {
  RECIPIENT_ROLES,
  RECIPIENT_ROLE_LABELS,
  type RecipientRole,
} from '../../../domain/esign/recipients.ts';
import { Button } from '../../ui/button.tsx';
import { Field, FormField } from '../../ui/form-field.tsx';
import { LanguageSelect } from '../../ui/language-select.tsx';
import { Select } from '../../ui/select.tsx';
import type { PersonRow } from './send-form-people.ts';

export interface PersonFieldsetProps {
  row: PersonRow;
  index: number;
  /** "Person 3": their place among everyone on the envelope. */
  number: number;
  errors: Partial<Record<string, string>>;
  fieldId: (field: string) => string;
  /** A row just added takes the focus, so a keyboard user lands in it. */
  focusOnMount: boolean;
  onChange: (patch: Partial<PersonRow>) => void;
  onRemove: () => void;
}

/** One person added to the envelope: their role, name, email and language. */
export function PersonFieldset({
  row,
  index,
  number,
  errors,
  fieldId,
  focusOnMount,
  onChange,
  onRemove,
}: PersonFieldsetProps) {
  const roleRef = useRef<HTMLSelectElement>(null);
  const key = (field: string) => `moreRecipients.${index}.${field}`;

  useEffect(() => {
    if (focusOnMount) roleRef.current?.focus();
    // Only when the row first appears: a re-render must not pull the focus back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <fieldset className="grid min-w-0 gap-3 rounded-md border border-line-strong p-4">
      <legend className="px-1 text-sm font-semibold text-ink">Person {number}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field id={fieldId(key('role'))} label="Role" error={errors[key('role')]}>
          {(control) => (
            <Select
              {...control}
              ref={roleRef}
              value={row.role}
              onChange={(event) => onChange({ role: event.target.value as RecipientRole })}
            >
              {RECIPIENT_ROLES.map((role) => (
                <option key={role} value={role}>
                  {RECIPIENT_ROLE_LABELS[role]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field id={fieldId(key('language'))} label="Language" error={errors[key('language')]}>
          {(control) => (
            <LanguageSelect
              {...control}
              value={row.language}
              onChange={(language) => onChange({ language })}
            />
          )}
        </Field>
        <FormField
          id={fieldId(key('name'))}
          label="Name"
          autoComplete="off"
          spellCheck={false}
          value={row.name}
          error={errors[key('name')]}
          onChange={(event) => onChange({ name: event.target.value })}
        />
        <FormField
          id={fieldId(key('email'))}
          label="Email"
          type="email"
          autoComplete="off"
          spellCheck={false}
          value={row.email}
          error={errors[key('email')]}
          onChange={(event) => onChange({ email: event.target.value })}
        />
      </div>
      <div>
        <Button variant="secondary" onClick={onRemove}>
          Remove<span className="sr-only"> person {number}</span>
        </Button>
      </div>
    </fieldset>
  );
}
