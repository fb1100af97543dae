import { clsx } from 'clsx';
import type { ComponentProps } from 'react';

/** A multi-line text box styled like Input; pair it with a Label (or use Field). */
export function Textarea({ className, rows = 6, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      rows={rows}
      className={clsx(
        'block min-h-24 w-full rounded-md border border-line-strong bg-surface px-3 py-2 text-base text-ink',
        'aria-[invalid=true]:border-2 aria-[invalid=true]:border-danger',
        'disabled:cursor-not-allowed disabled:bg-muted',
        className,
      )}
      {...props}
    />
  );
}
