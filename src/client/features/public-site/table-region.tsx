import { useId, type ReactNode } from 'react';

export interface TableRegionProps {
  /** The table's caption: it names the scrolling region as well. */
  caption: string;
  /** Show the caption, or leave it to screen readers when a heading above says the same. */
  isCaptionVisible?: boolean;
  children: ReactNode;
}

/**
 * A table that may be wider than a phone screen scrolls sideways inside its own box, not the
 * whole page (WCAG 1.4.10 allows this for tables). The box is focusable and named by the
 * caption, so keyboard users can scroll it too.
 */
export function TableRegion({ caption, isCaptionVisible = false, children }: TableRegionProps) {
  const captionId = useId();
  return (
    <div role="region" aria-labelledby={captionId} tabIndex={0} className="overflow-x-auto">
      <table className="w-full min-w-[18rem] border-collapse text-left text-ink">
        <caption
          id={captionId}
          className={isCaptionVisible ? 'mb-2 text-left text-lg font-semibold' : 'sr-only'}
        >
          {caption}
        </caption>
        {children}
      </table>
    </div>
  );
}

/** Header and body cells with the same spacing and rules everywhere. */
export const HEAD_CELL = 'border-b-2 border-line-strong py-2 pr-4 align-bottom font-semibold';
export const ROW_HEAD_CELL = 'border-b border-line py-2 pr-4 align-top font-semibold';
export const CELL = 'border-b border-line py-2 pr-4 align-top';
