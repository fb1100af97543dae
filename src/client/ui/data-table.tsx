import { Fragment, useId } from 'react';
import type { ReactNode, Ref } from 'react';
import { BodyCell, DetailRow, HeaderCell, PlaceholderRow } from './data-table-cells.tsx';
import {
  captionClass,
  regionClass,
  rowClass,
  tableClass,
  tbodyClass,
  theadClass,
  wrapperClass,
  type ColumnPriority,
  type ColumnWidth,
} from './data-table-classes.ts';

export type { ColumnPriority, ColumnWidth } from './data-table-classes.ts';

export interface DataTableColumn<Row> {
  id: string;
  /** The column header, word for word as the spec and the tests know it. */
  header: ReactNode;
  /** The label of the value on a card; the header when that is plain text. */
  label?: string;
  cell: (row: Row) => ReactNode;
  /** 1: always shown, also on cards; 2: from 768 px of table width; 3: from 1152 px. */
  priority?: ColumnPriority;
  /** The narrowest the column gets in the table layout; `xs` (64 px) unless said. */
  minWidth?: ColumnWidth;
  align?: 'start' | 'end';
  /** One line in the table layout: dates, amounts, short codes. */
  noWrap?: boolean;
  /**
   * `rowHeader`: the row's name (a <th scope="row">, its link opens the record; the card's title).
   * `actions`: the row's buttons, without a label on the card.
   */
  kind?: 'data' | 'rowHeader' | 'actions';
  className?: string;
}

/** A line under a row that opens and closes, e.g. the text of an outbox message. */
export interface RowDetail {
  id: string;
  isOpen: boolean;
  content: ReactNode;
}

export interface DataTableProps<Row> {
  /** Names the table and its scroll box for screen readers. */
  caption: string;
  hideCaption?: boolean;
  columns: readonly DataTableColumn<Row>[];
  /** Undefined while the first page loads: placeholder rows are shown then. */
  rows: readonly Row[] | undefined;
  rowKey: (row: Row, index: number) => string;
  isBusy?: boolean;
  placeholderRows?: number;
  rowDetail?: (row: Row) => RowDetail | null;
  /** The scroll box, e.g. for focus to land on when the control that had it goes away. */
  regionRef?: Ref<HTMLDivElement>;
}

/**
 * The one table of every admin list (Polaris's index table, in our drawing): compact rows, the
 * row's name opens the record, a header that stays in view, columns that give way by priority as
 * the box narrows and cards on phones. CSS alone decides (data-table-classes.ts). A table wider
 * than its box scrolls inside the box, which is a named, focusable region, never the page.
 */
export function DataTable<Row>({
  caption,
  hideCaption = true,
  columns,
  rows,
  rowKey,
  isBusy,
  placeholderRows = 5,
  rowDetail,
  regionRef,
}: DataTableProps<Row>) {
  const captionId = useId();
  return (
    <div className={wrapperClass}>
      <div
        ref={regionRef}
        role="region"
        aria-labelledby={captionId}
        tabIndex={0}
        className={regionClass}
      >
        <table className={tableClass} aria-busy={isBusy || undefined}>
          <caption id={captionId} className={captionClass(hideCaption)}>
            {caption}
          </caption>
          <thead className={theadClass}>
            <tr>
              {columns.map((column) => (
                <HeaderCell key={column.id} column={column} />
              ))}
            </tr>
          </thead>
          <tbody className={tbodyClass}>
            {rows
              ? rows.map((row, index) => {
                  const detail = rowDetail?.(row);
                  return (
                    <Fragment key={rowKey(row, index)}>
                      <tr className={rowClass}>
                        {columns.map((column) => (
                          <BodyCell key={column.id} column={column} row={row} />
                        ))}
                      </tr>
                      {detail ? <DetailRow detail={detail} columnCount={columns.length} /> : null}
                    </Fragment>
                  );
                })
              : Array.from({ length: placeholderRows }, (_, index) => (
                  <PlaceholderRow key={index} columns={columns} />
                ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
