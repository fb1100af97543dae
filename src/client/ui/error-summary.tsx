import { clsx } from 'clsx';
import { useEffect, useId, useRef } from 'react';

export interface FieldErrorItem {
  /** The id of the control the error belongs to; the summary links to it. Omit for an error
   * that belongs to no one field (a 409, say): it is listed as plain text. */
  fieldId?: string;
  message: string;
}

export interface ErrorSummaryProps {
  errors: readonly FieldErrorItem[];
  /**
   * Change this (a submit counter, say) to move focus to the summary again even when the list
   * of errors is the same as last time.
   */
  focusKey?: unknown;
  /** The heading, in the page's language. */
  title?: string;
  className?: string;
}

/**
 * The GOV.UK error summary: after a failed submit, focus lands here, screen readers read the
 * list, and each item links to its field. Links focus the field directly instead of changing
 * the URL hash, which inside a dialog would also make the router navigate.
 */
export function ErrorSummary({
  errors,
  focusKey,
  title = 'There is a problem',
  className,
}: ErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const hasErrors = errors.length > 0;

  useEffect(() => {
    if (hasErrors) ref.current?.focus();
  }, [hasErrors, focusKey]);

  if (!hasErrors) return null;

  return (
    <div
      ref={ref}
      role="alert"
      aria-labelledby={titleId}
      tabIndex={-1}
      className={clsx('rounded-md border-4 border-danger bg-surface p-4 text-ink', className)}
    >
      <h2 id={titleId} className="text-lg font-semibold">
        {title}
      </h2>
      <ul className="mt-2 grid gap-1">
        {errors.map(({ fieldId, message }) => (
          <li key={`${fieldId ?? ''}-${message}`}>
            {fieldId ? (
              <a
                href={`#${fieldId}`}
                className="inline-block min-h-6 font-medium text-danger underline underline-offset-2"
                onClick={(event) => {
                  const field = document.getElementById(fieldId);
                  if (!field) return;
                  event.preventDefault();
                  field.scrollIntoView({ block: 'center' });
                  field.focus();
                }}
              >
                {message}
              </a>
            ) : (
              <span className="font-medium text-danger">{message}</span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
