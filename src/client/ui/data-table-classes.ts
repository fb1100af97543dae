import { clsx } from 'clsx';

/**
 * The look of DataTable's parts, as Tailwind classes. Every width is the width of the table's own
 * box (container queries on `@container/dt`), not of the window: the same list sits beside the
 * admin sidebar, alone on a phone or inside a dialog.
 *
 * - below 40rem (640 px): each row is a card of label: value lines (priority 1 columns only);
 * - from 40rem: a table of the priority 1 columns;
 * - from 48rem (768 px): priority 2 columns join;
 * - from 72rem (1152 px): priority 3 columns join. A 1280 px window leaves about 940 px beside the
 *   admin sidebar: priority 1 and 2 columns must fit there; all of them from about 1500 px.
 *
 * Tailwind only sees whole class names written in the source, so every variant is spelled out.
 */

export type ColumnPriority = 1 | 2 | 3;

/** The narrowest a column gets in the table layout, so text never wraps a letter or two a line. */
export type ColumnWidth = 'xs' | 'sm' | 'md' | 'lg' | 'xl';

const MIN_WIDTHS: Record<ColumnWidth, string> = {
  xs: '@min-[40rem]/dt:min-w-16',
  sm: '@min-[40rem]/dt:min-w-24',
  md: '@min-[40rem]/dt:min-w-36',
  lg: '@min-[40rem]/dt:min-w-48',
  xl: '@min-[40rem]/dt:min-w-64',
};

/** Hidden below the width its priority needs; priority 1 is never hidden. */
const HIDDEN_BELOW: Record<ColumnPriority, string> = {
  1: '',
  2: '@max-[48rem]/dt:hidden',
  3: '@max-[72rem]/dt:hidden',
};

export const wrapperClass = '@container/dt';

/**
 * The scroll box: the table scrolls here, sideways and down, under a header that stays put.
 * `relative` keeps the absolutely placed screen-reader texts (sr-only) inside it: without a
 * positioned ancestor they would be placed against the page and widen it.
 */
export const regionClass = clsx(
  'relative max-h-[75vh] overflow-auto rounded-lg border border-line bg-surface',
  '@max-[40rem]/dt:max-h-none @max-[40rem]/dt:overflow-visible @max-[40rem]/dt:rounded-none @max-[40rem]/dt:border-0 @max-[40rem]/dt:bg-transparent',
);

// Separate borders, not collapsed ones: a collapsed border stays behind when its sticky header
// cell moves, so each cell draws its own bottom line.
export const tableClass =
  'w-full border-separate border-spacing-0 text-left text-base @max-[40rem]/dt:block';

export const captionClass = (isHidden: boolean) =>
  isHidden ? 'sr-only' : 'p-3 text-left font-semibold @max-[40rem]/dt:px-0';

// The cards keep the column headers for screen readers, out of sight.
export const theadClass = '@max-[40rem]/dt:sr-only';

export const tbodyClass = '@max-[40rem]/dt:grid @max-[40rem]/dt:gap-3';

export const rowClass = clsx(
  '@max-[40rem]/dt:flex @max-[40rem]/dt:flex-col @max-[40rem]/dt:rounded-lg @max-[40rem]/dt:border @max-[40rem]/dt:border-line @max-[40rem]/dt:bg-surface @max-[40rem]/dt:px-4 @max-[40rem]/dt:py-2',
);

export type CellKind = 'data' | 'rowHeader' | 'actions';

interface CellLook {
  priority: ColumnPriority;
  minWidth: ColumnWidth;
  align: 'start' | 'end';
  noWrap: boolean;
}

/**
 * The actions column stays at the right edge of the box while a wide table scrolls under it, so
 * a row's buttons are never cut off (the sharing dialog once cut its Deactivate buttons).
 */
const stickyActions =
  '@min-[40rem]/dt:sticky @min-[40rem]/dt:right-0 @min-[40rem]/dt:shadow-[inset_1px_0_0_var(--color-line)]';

export function headerCellClass(kind: CellKind, { priority, minWidth, align, noWrap }: CellLook) {
  return clsx(
    'sticky top-0 border-b border-line bg-muted px-3 py-2.5 align-bottom text-sm font-semibold text-ink',
    kind === 'actions' ? clsx(stickyActions, 'z-[2]') : 'z-[1]',
    align === 'end' ? 'text-right' : 'text-left',
    noWrap && 'whitespace-nowrap',
    MIN_WIDTHS[minWidth],
    HIDDEN_BELOW[priority],
  );
}

const bodyCellBase =
  'border-b border-line px-3 py-2 align-middle text-ink [tr:last-child>&]:border-b-0';

/**
 * In a card: one summary-list line, the label (from data-label) above the value in a narrow box
 * and beside it from 26rem (416 px). The grid's columns only count while the cell is a grid: in
 * the table layout the cell is a table cell again. Badges and dates may wrap on a card.
 */
const cardLine = clsx(
  '@max-[40rem]/dt:grid @max-[40rem]/dt:min-w-0 @max-[40rem]/dt:gap-x-4 @max-[40rem]/dt:gap-y-0.5 @max-[40rem]/dt:border-t @max-[40rem]/dt:border-b-0 @max-[40rem]/dt:px-0 @max-[40rem]/dt:text-left @max-[40rem]/dt:[overflow-wrap:anywhere] @max-[40rem]/dt:[&_*]:whitespace-normal',
  '@min-[26rem]/dt:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]',
  // `/ ''` gives the label an empty text alternative: screen readers hear the column header.
  "@max-[40rem]/dt:before:font-semibold @max-[40rem]/dt:before:content-[attr(data-label)_/_'']",
);

export function bodyCellClass(kind: CellKind, look: CellLook, extra?: string) {
  return clsx(
    bodyCellBase,
    look.align === 'end' ? 'text-right' : 'text-left',
    look.noWrap && '@min-[40rem]/dt:whitespace-nowrap',
    MIN_WIDTHS[look.minWidth],
    HIDDEN_BELOW[look.priority],
    look.priority === 1 && kind === 'data' && cardLine,
    // The row's name heads its card; the actions close it.
    kind === 'rowHeader' &&
      'font-medium @max-[40rem]/dt:-order-1 @max-[40rem]/dt:block @max-[40rem]/dt:border-b-0 @max-[40rem]/dt:px-0 @max-[40rem]/dt:text-lg @max-[40rem]/dt:[overflow-wrap:anywhere]',
    kind === 'actions' &&
      clsx(stickyActions, '@min-[40rem]/dt:bg-surface @min-[40rem]/dt:whitespace-nowrap'),
    kind === 'actions' &&
      '@max-[40rem]/dt:block @max-[40rem]/dt:border-t @max-[40rem]/dt:border-b-0 @max-[40rem]/dt:px-0 @max-[40rem]/dt:pt-3 @max-[40rem]/dt:text-left',
    extra,
  );
}

export const detailCellClass =
  'border-b border-line bg-muted px-3 py-3 [tr:last-child>&]:border-b-0 @max-[40rem]/dt:block @max-[40rem]/dt:rounded-lg @max-[40rem]/dt:border';
