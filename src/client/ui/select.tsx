import { clsx } from 'clsx';
import type { ComponentProps } from 'react';

/**
 * A styled native <select>. Native on purpose: every screen reader, keyboard and phone already
 * knows how to use it, and it submits with forms. Pair it with a Label (or use Field).
 */
export function Select({ className, ...props }: ComponentProps<'select'>) {
  return (
    <select
      className={clsx(
        'block min-h-10 w-full rounded-md border border-line-strong bg-surface px-3 py-2 text-base text-ink',
        'aria-[invalid=true]:border-2 aria-[invalid=true]:border-danger',
        'disabled:cursor-not-allowed disabled:bg-muted',
        className,
      )}
      {...props}
    />
  );
}
