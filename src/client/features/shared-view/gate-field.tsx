import { useId } from 'react';
import type { ComponentProps, ReactNode, Ref } from 'react';
import { Input } from '../../ui/input.tsx';
import { Label } from '../../ui/label.tsx';

export interface GateFieldProps extends ComponentProps<'input'> {
  label: string;
  hint?: string;
  /** Shown under the field and announced at once (role=alert): the step's one message. */
  error: string | null;
  inputRef?: Ref<HTMLInputElement>;
  /** A control after the field, such as a show-passcode toggle. */
  trailing?: ReactNode;
}

/** One field of a gate step: label, hint, input and its announced error, tied together. */
export function GateField({
  label,
  hint,
  error,
  inputRef,
  trailing,
  id,
  ...inputProps
}: GateFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={inputId}>{label}</Label>
      {hint ? (
        <p id={hintId} className="text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      {/* The toggle sits beside the field, not over it: two controls never share a box. */}
      <div className="flex items-center gap-2">
        <Input
          ref={inputRef}
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          {...inputProps}
        />
        {trailing}
      </div>
      {/* Always in the page, so the alert is announced when its text arrives. */}
      <p id={errorId} role="alert" className="text-sm font-medium text-danger empty:hidden">
        {error ?? ''}
      </p>
    </div>
  );
}
