import { clsx } from 'clsx';
import type { ComponentProps } from 'react';
import { Input } from './input.tsx';

/** A file chooser styled like the other fields, its button a 32 px target that never overflows. */
export function FileInput({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  return (
    <Input
      type="file"
      className={clsx(
        'w-full max-w-full min-w-0 file:mr-3 file:min-h-8 file:rounded file:border file:border-line-strong file:bg-muted file:px-3 file:text-ink',
        className,
      )}
      {...props}
    />
  );
}
