import { clsx } from 'clsx';
import { useId } from 'react';
import type { ComponentProps, ReactNode } from 'react';
import { Input } from './input.tsx';
import { Label } from './label.tsx';

/** What Field hands to its control so the label, hint and error are tied to it. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FieldProps {
  label: string;
  /** Help shown before the field is used, announced with it. */
  hint?: string;
  /** Shown under the field, announced with it, and marks the field invalid. */
  error?: string;
  /** Defaults to a generated id; pass one when an error summary links to the field. */
  id?: string;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * A label, optional hint and error around any control (Select, Textarea, FileInput), tied to it
 * for screen readers:
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

export interface FormFieldProps extends ComponentProps<'input'> {
  label: string;
  hint?: string;
  error?: string;
  /** A control inside the right edge of the field, such as a show-password toggle. */
  trailing?: ReactNode;
}

/** Field around a text input, the common case: the input's own props pass straight through. */
export function FormField({
  id,
  label,
  hint,
  error,
  trailing,
  className,
  ...inputProps
}: FormFieldProps) {
  return (
    <Field id={id} label={label} hint={hint} error={error} className={className}>
      {(control) => (
        <div className="relative">
          <Input {...control} className={trailing ? 'pr-12' : undefined} {...inputProps} />
          {trailing ? (
            <div className="absolute inset-y-0 right-0 flex items-center pr-1">{trailing}</div>
          ) : null}
        </div>
      )}
    </Field>
  );
}
