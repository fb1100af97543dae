import { Skeleton } from './skeleton.tsx';
import { bodyCellClass, detailCellClass, headerCellClass, rowClass } from './data-table-classes.ts';
import type { DataTableColumn, RowDetail } from './data-table.tsx';

function lookOf<Row>(column: DataTableColumn<Row>) {
  return {
    priority: column.priority ?? 1,
    minWidth: column.minWidth ?? 'xs',
    align: column.align ?? 'start',
    noWrap: column.noWrap ?? false,
  };
}

const labelOf = <Row,>(column: DataTableColumn<Row>) =>
  column.label ?? (typeof column.header === 'string' ? column.header : undefined);

export function HeaderCell<Row>({ column }: { column: DataTableColumn<Row> }) {
  return (
    <th scope="col" className={headerCellClass(column.kind ?? 'data', lookOf(column))}>
      {column.header}
    </th>
  );
}

export function BodyCell<Row>({ column, row }: { column: DataTableColumn<Row>; row: Row }) {
  const kind = column.kind ?? 'data';
  const className = bodyCellClass(kind, lookOf(column), column.className);
  // One element around the value: on a card the cell is a two-column grid, label and value.
  const content = <div>{column.cell(row)}</div>;
  if (kind === 'rowHeader') {
    return (
      <th scope="row" className={className}>
        {content}
      </th>
    );
  }
  return (
    <td className={className} data-label={kind === 'data' ? labelOf(column) : undefined}>
      {content}
    </td>
  );
}

/** The line under a row that its own button opens (`hidden` until then). */
export function DetailRow({ detail, columnCount }: { detail: RowDetail; columnCount: number }) {
  return (
    <tr id={detail.id} hidden={!detail.isOpen} className="@max-[40rem]/dt:block">
      <td colSpan={columnCount} className={detailCellClass}>
        {detail.content}
      </td>
    </tr>
  );
}

/** A row of grey shapes while the first page loads. */
export function PlaceholderRow<Row>({ columns }: { columns: readonly DataTableColumn<Row>[] }) {
  return (
    <tr className={rowClass}>
      {columns.map((column) => (
        <td key={column.id} className={bodyCellClass(column.kind ?? 'data', lookOf(column))}>
          <Skeleton className="h-5 w-20" />
        </td>
      ))}
    </tr>
  );
}
