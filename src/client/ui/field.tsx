import { clsx } from 'clsx';
import { useId } from 'react';
import type { ReactNode } from 'react';
import { Label } from './label.tsx';

/** What Field hands to its control so the label, hint and error are tied to it. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FieldProps {
  label: string;
  hint?: string;
  error?: string;
  /** Defaults to a generated id; pass one when an error summary links to the field. */
  id?: string;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * A label, optional hint and error around any control (Select, Textarea, Input), like FormField
 * does for inputs:
 * `<Field label="Partner" error={e}>{(p) => <Select {...p}>...</Select>}</Field>`.
 */
export function Field({ label, hint, error, id, className, children }: FieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;

  return (
    <div className={clsx('grid gap-1.5', className)}>
      <Label htmlFor={controlId}>{label}</Label>
      {hint ? (
        <p id={hintId} className="text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      {children({
        id: controlId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
      })}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
