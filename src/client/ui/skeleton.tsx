import { clsx } from 'clsx';
import type { ComponentProps } from 'react';

/**
 * A grey placeholder shape while content loads. Hidden from screen readers: the region that
 * shows it should announce loading once (aria-busy, or a Spinner's status text). The pulse stops
 * for people who ask for reduced motion.
 */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      aria-hidden="true"
      className={clsx('animate-pulse rounded-md bg-line motion-reduce:animate-none', className)}
      {...props}
    />
  );
}
