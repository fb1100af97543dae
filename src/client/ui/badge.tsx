import { clsx } from 'clsx';
import type { ComponentProps } from 'react';

export type BadgeVariant = 'default' | 'destructive' | 'waiting' | 'success' | 'muted';

/**
 * Every pair passes 4.5:1: teal-900 on teal-100, red-900 on red-50, amber-900 on amber-50,
 * green-900 on green-100, slate-600 on slate-100. `waiting` is for a wait, not a fault.
 */
const VARIANT_CLASSES: Record<BadgeVariant, string> = {
  default: 'border-brand bg-brand-soft text-brand-ink',
  destructive: 'border-danger bg-danger-soft text-danger-ink',
  waiting: 'border-waiting bg-waiting-soft text-waiting-ink',
  success: 'border-green-700 bg-green-100 text-green-900',
  muted: 'border-line-strong bg-muted text-ink-muted',
};

export interface BadgeProps extends ComponentProps<'span'> {
  variant?: BadgeVariant;
}

/** A short status word. The text itself carries the meaning; colour only repeats it. */
export function Badge({ variant = 'default', className, ...props }: BadgeProps) {
  return (
    <span
      className={clsx(
        'inline-flex items-center rounded-full border px-2.5 py-0.5 text-sm font-medium whitespace-nowrap',
        VARIANT_CLASSES[variant],
        className,
      )}
      {...props}
    />
  );
}
