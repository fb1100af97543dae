import { clsx } from 'clsx';
import type { ComponentProps } from 'react';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return (
    <input
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
