import { clsx } from 'clsx';
import type { ReactNode } from 'react';

export interface SummaryRow {
  key: string;
  value: ReactNode;
  /** Shown in the muted colour, for a stand-in such as "Not given". */
  muted?: boolean;
}

export interface SummaryListProps {
  rows: readonly SummaryRow[];
  /**
   * `card`: inside a Card, label beside value once the list itself is wide enough (a container
   * query: beside a sidebar at the largest text size the card is narrower than the screen
   * suggests). `boxed`: a bordered box of its own, label beside value from the small breakpoint.
   */
  variant: 'card' | 'boxed';
  className?: string;
}

/**
 * Key and value pairs as one `<dl>`, a row each, read as term and definition. Values keep their
 * line breaks and may break anywhere rather than widen the page.
 */
export function SummaryList({ rows, variant, className }: SummaryListProps) {
  const boxed = variant === 'boxed';
  return (
    <dl
      className={clsx(
        'divide-y divide-line',
        boxed ? 'rounded-lg border border-line bg-surface' : '@container',
        className,
      )}
    >
      {rows.map((row) => (
        <div
          key={row.key}
          className={clsx(
            'grid gap-1 py-3',
            boxed
              ? 'px-5 sm:grid-cols-[10rem_1fr] sm:gap-4'
              : '@lg:grid-cols-[12rem_minmax(0,1fr)] @lg:gap-4',
          )}
        >
          <dt className="font-semibold text-ink">{row.key}</dt>
          <dd
            className={row.muted ? 'text-ink-muted' : 'whitespace-pre-line text-ink wrap-anywhere'}
          >
            {row.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
