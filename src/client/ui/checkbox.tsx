import { clsx } from 'clsx';
import { useId } from 'react';
import type { ComponentProps } from 'react';

export interface CheckboxProps extends Omit<ComponentProps<'input'>, 'type'> {
  label: string;
  /** Help announced with the checkbox. */
  hint?: string;
}

/**
 * A native checkbox with its label beside it. The whole label is clickable, so the target is far
 * larger than the 24 px minimum; the box itself is 24 px too.
 */
export function Checkbox({ id, label, hint, className, ...props }: CheckboxProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = hint ? `${inputId}-hint` : undefined;

  return (
    <div className={clsx('flex items-start gap-3', className)}>
      <input
        id={inputId}
        type="checkbox"
        aria-describedby={hintId}
        className="mt-0.5 size-6 shrink-0 accent-brand disabled:cursor-not-allowed"
        {...props}
      />
      <div className="grid gap-0.5">
        <label htmlFor={inputId} className="min-h-6 text-base font-medium text-ink">
          {label}
        </label>
        {hint ? (
          <p id={hintId} className="text-sm text-ink-muted">
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );
}
