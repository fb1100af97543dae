import { clsx } from 'clsx';
import { useId } from 'react';
import type { ComponentProps, ReactNode } from 'react';

export interface TableProps extends ComponentProps<'table'> {
  /** Names the table for screen readers; shown unless `hideCaption`. */
  caption?: ReactNode;
  hideCaption?: boolean;
}

/**
 * A plain data table that scrolls sideways on narrow screens instead of squashing. The scroll
 * area is focusable so keyboard users can scroll it too. Admin lists use DataTable
 * (data-table.tsx) instead: priorities, cards on phones, a sticky header and one actions menu.
 */
export function Table({ caption, hideCaption = false, className, children, ...props }: TableProps) {
  const captionId = useId();
  return (
    <div
      // `relative`: sr-only texts inside are placed against this box, not the page (see
      // data-table-classes.ts), so they cannot widen the page.
      className="relative overflow-x-auto rounded-lg border border-line bg-surface"
      tabIndex={0}
      role="region"
      aria-labelledby={caption ? captionId : undefined}
    >
      <table className={clsx('w-full border-collapse text-left text-base', className)} {...props}>
        {caption ? (
          <caption
            id={captionId}
            className={hideCaption ? 'sr-only' : 'p-4 text-left font-semibold'}
          >
            {caption}
          </caption>
        ) : null}
        {children}
      </table>
    </div>
  );
}

export function THead({ className, ...props }: ComponentProps<'thead'>) {
  return <thead className={clsx('bg-muted', className)} {...props} />;
}

export function TBody(props: ComponentProps<'tbody'>) {
  return <tbody {...props} />;
}

export function TRow({ className, ...props }: ComponentProps<'tr'>) {
  return <tr className={clsx('border-b border-line last:border-b-0', className)} {...props} />;
}

/** A header cell; `scope` defaults to "col" (use "row" for the first cell of a body row). */
export function TH({ className, scope = 'col', ...props }: ComponentProps<'th'>) {
  return (
    <th
      scope={scope}
      className={clsx('px-3 py-3 text-sm font-semibold text-ink', className)}
      {...props}
    />
  );
}

export function TD({ className, ...props }: ComponentProps<'td'>) {
  return <td className={clsx('px-3 py-3 align-middle text-ink', className)} {...props} />;
}
