import { clsx } from 'clsx';
import { useId } from 'react';
import type { ComponentProps, ReactNode } from 'react';
import { Input } from './input.tsx';
import { Label } from './label.tsx';

export interface FormFieldProps extends ComponentProps<'input'> {
  label: string;
  /** Help shown before the field is used, announced with it. */
  hint?: string;
  /** Shown under the field, announced with it, and marks the field invalid. */
  error?: string;
  /** A control inside the right edge of the field, such as a show-password toggle. */
  trailing?: ReactNode;
}

/** A labelled input whose hint and error are tied to it for screen readers. */
export function FormField({
  id,
  label,
  hint,
  error,
  trailing,
  className,
  ...inputProps
}: FormFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;

  return (
    <div className={clsx('grid gap-1.5', className)}>
      <Label htmlFor={inputId}>{label}</Label>
      {hint ? (
        <p id={hintId} className="text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      <div className="relative">
        <Input
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={trailing ? 'pr-12' : undefined}
          {...inputProps}
        />
        {trailing ? (
          <div className="absolute inset-y-0 right-0 flex items-center pr-1">{trailing}</div>
        ) : null}
      </div>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
