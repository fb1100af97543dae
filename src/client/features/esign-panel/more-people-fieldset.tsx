import { useRef, useState } from 'react';
import { MAX_MORE_RECIPIENTS } from '../../../domain/esign/recipients.ts';
import { Button } from '../../ui/button.tsx';
import { PersonFieldset } from './person-fieldset.tsx';
import { newPersonRow, personNumber, type PersonRow, type SendPeople } from './send-form-people.ts';

export interface MorePeopleFieldsetProps {
  people: SendPeople;
  errors: Partial<Record<string, string>>;
  fieldId: (field: string) => string;
  onChange: (rows: PersonRow[]) => void;
}

/**
 * Other signers, approvers and copy recipients (ADR 050), after the partner's signer and the
 * countersigner. Adding a row moves the focus into it; removing one moves it to "Add a person".
 */
export function MorePeopleFieldset({ people, errors, fieldId, onChange }: MorePeopleFieldsetProps) {
  const rows = people.more;
  const addRef = useRef<HTMLButtonElement>(null);
  const [addedKey, setAddedKey] = useState<string | null>(null);
  const isFull = rows.length >= MAX_MORE_RECIPIENTS;

  function add() {
    const row = newPersonRow();
    setAddedKey(row.key);
    onChange([...rows, row]);
  }

  function remove(index: number) {
    onChange(rows.filter((_, at) => at !== index));
    addRef.current?.focus();
  }

  return (
    <fieldset className="grid min-w-0 gap-3">
      <legend className="text-sm font-semibold text-ink">More people (optional)</legend>
      <p className="text-sm text-ink-muted">
        Add other signers, approvers who read and approve in their turn without signing, or people
        who get a copy when everyone has signed.
      </p>
      {rows.map((row, index) => (
        <PersonFieldset
          key={row.key}
          row={row}
          index={index}
          number={personNumber(people, index)}
          errors={errors}
          fieldId={fieldId}
          focusOnMount={row.key === addedKey}
          onChange={(patch) =>
            onChange(rows.map((one, at) => (at === index ? { ...one, ...patch } : one)))
          }
          onRemove={() => remove(index)}
        />
      ))}
      <div className="flex flex-wrap items-center gap-3">
        <Button
          ref={addRef}
          id={fieldId('moreRecipients')}
          variant="secondary"
          // aria-disabled keeps the focus on the button once the list is full.
          aria-disabled={isFull}
          onClick={() => {
            if (!isFull) add();
          }}
        >
          Add a person
        </Button>
        {isFull ? (
          <p className="text-sm text-ink-muted">
            You can add up to {MAX_MORE_RECIPIENTS} people here.
          </p>
        ) : null}
      </div>
      {errors.moreRecipients ? (
        <p className="text-sm font-medium text-danger">{errors.moreRecipients}</p>
      ) : null}
    </fieldset>
  );
}
