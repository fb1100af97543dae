import { clsx } from 'clsx';
import type { ComponentProps } from 'react';

export function Label({ className, ...props }: ComponentProps<'label'>) {
  return <label className={clsx('text-sm font-semibold text-ink', className)} {...props} />;
}
