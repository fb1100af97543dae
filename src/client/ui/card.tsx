import { clsx } from 'clsx';
import type { ComponentProps } from 'react';

export function Card({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={clsx('rounded-lg border border-line bg-surface p-6 shadow-sm', className)}
      {...props}
    />
  );
}
