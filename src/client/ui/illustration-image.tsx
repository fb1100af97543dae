import { clsx } from 'clsx';
import type { Illustration } from '../../domain/content/types.ts';

export interface IllustrationImageProps {
  illustration: Illustration;
  /** The hero's drawing loads at once and early; every other one when it nears the screen. */
  isAboveTheFold?: boolean;
  className?: string;
}

/**
 * A drawing from public/illustrations as a plain <img>: no script, and with its width and height
 * the browser keeps its place before the file arrives, so nothing below it moves (ADR 016).
 */
export function IllustrationImage({
  illustration,
  isAboveTheFold = false,
  className,
}: IllustrationImageProps) {
  return (
    <img
      {...illustration}
      loading={isAboveTheFold ? undefined : 'lazy'}
      fetchPriority={isAboveTheFold ? 'high' : undefined}
      decoding="async"
      className={clsx('block h-auto w-full', className)}
    />
  );
}
