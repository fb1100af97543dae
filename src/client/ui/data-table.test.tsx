import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RowActions, type RowMenuAction } from './data-table-row-actions.tsx';
import { DataTable, type DataTableColumn, type DataTableProps } from './data-table.tsx';

interface Donor {
  id: string;
  name: string;
  email: string;
  city: string;
  notes: string;
}

const DONORS: Donor[] = [
  { id: 'd1', name: 'Ada Lovelace', email: 'ada@example.org', city: 'London', notes: 'Gala' },
  { id: 'd2', name: 'Grace Hopper', email: 'grace@example.org', city: 'Arlington', notes: '' },
];

const COLUMNS: DataTableColumn<Donor>[] = [
  { id: 'name', header: 'Name', kind: 'rowHeader', cell: (donor) => donor.name },
  { id: 'email', header: 'Email', cell: (donor) => donor.email },
  { id: 'city', header: 'City', priority: 2, cell: (donor) => donor.city },
  {
    id: 'notes',
    header: <abbr title="Notes">N.</abbr>,
    label: 'Notes',
    priority: 3,
    cell: (donor) => donor.notes,
  },
  { id: 'actions', header: 'Actions', kind: 'actions', cell: () => 'buttons' },
];

function renderTable(props: Partial<DataTableProps<Donor>> = {}) {
  return render(
    <DataTable
      caption="Donors"
      columns={COLUMNS}
      rows={DONORS}
      rowKey={(donor) => donor.id}
      {...props}
    />,
  );
}

/**
 * Whether a cell is on screen when the table's box is `width` px wide. The table hides columns
 * with CSS container queries only (data-table-classes.ts), which happy-dom does not evaluate, so
 * this reads the `@max-…/dt:hidden` and `…:sr-only` classes the way Tailwind compiles them (a
 * container query on the width of the dt box), on the cell and its ancestors up to that box.
 */
function isShownAt(element: Element, width: number): boolean {
  const hiddenBelow = /^@max-\[(\d+(?:\.\d+)?)rem\]\/dt:(?:hidden|sr-only)$/;
  for (let node: Element | null = element; node; node = node.parentElement) {
    if (node.classList.contains('@container/dt')) return true;
    if (node.hasAttribute('hidden')) return false;
    for (const name of node.classList) {
      const match = hiddenBelow.exec(name);
      if (match && width < Number(match[1]) * 16) return false;
    }
  }
  throw new Error('The cell is not inside the table box (@container/dt)');
}

const headersShownAt = (width: number) =>
  screen
    .getAllByRole('columnheader')
    .filter((header) => isShownAt(header, width))
    .map((header) => header.textContent);

/** The cells of the row whose header is `name`, as the row header text or `label: value`. */
function cellsShownAt(name: string, width: number) {
  const row = screen.getByRole('rowheader', { name }).closest('tr')!;
  return [...row.cells]
    .filter((cell) => isShownAt(cell, width))
    .map((cell) =>
      cell.dataset.label ? `${cell.dataset.label}: ${cell.textContent}` : cell.textContent,
    );
}

describe('DataTable', () => {
  it('is a table named by its caption, inside a focusable scroll region of the same name', () => {
    renderTable();
    const region = screen.getByRole('region', { name: 'Donors' });
    const table = within(region).getByRole('table', { name: 'Donors' });
    expect(region.tabIndex).toBe(0);
    expect(within(table).getAllByRole('row')).toHaveLength(1 + DONORS.length);
    expect(screen.getByRole('rowheader', { name: 'Grace Hopper' })).toBeTruthy();
  });

  it.each([
    [1600, ['Name', 'Email', 'City', 'N.', 'Actions']],
    [1152, ['Name', 'Email', 'City', 'N.', 'Actions']],
    [1151, ['Name', 'Email', 'City', 'Actions']],
    [768, ['Name', 'Email', 'City', 'Actions']],
    [767, ['Name', 'Email', 'Actions']],
    [640, ['Name', 'Email', 'Actions']],
  ])('in a %i px box shows the columns %j', (width, headers) => {
    renderTable();
    expect(headersShownAt(width)).toEqual(headers);
  });

  it('hides the body cells together with their column', () => {
    renderTable();
    expect(cellsShownAt('Ada Lovelace', 1200)).toEqual([
      'Ada Lovelace',
      'Email: ada@example.org',
      'City: London',
      'Notes: Gala',
      'buttons',
    ]);
    expect(cellsShownAt('Ada Lovelace', 900)).toEqual([
      'Ada Lovelace',
      'Email: ada@example.org',
      'City: London',
      'buttons',
    ]);
    expect(cellsShownAt('Ada Lovelace', 700)).toEqual([
      'Ada Lovelace',
      'Email: ada@example.org',
      'buttons',
    ]);
  });

  it('below 640 px shows each row as a card: priority 1 values with their labels', () => {
    renderTable();
    // The header row is out of sight on cards, but still there for screen readers.
    expect(headersShownAt(639)).toEqual([]);
    expect(screen.getAllByRole('columnheader')).toHaveLength(COLUMNS.length);
    expect(cellsShownAt('Grace Hopper', 639)).toEqual([
      'Grace Hopper',
      'Email: grace@example.org',
      'buttons',
    ]);
  });

  it('labels card values with `label`, or the header when it is text; never the name or actions', () => {
    renderTable();
    const row = screen.getByRole('rowheader', { name: 'Ada Lovelace' }).closest('tr')!;
    expect([...row.cells].map((cell) => cell.dataset.label ?? null)).toEqual([
      null,
      'Email',
      'City',
      'Notes',
      null,
    ]);
  });

  it('shows placeholder rows while the first page loads, and none for an empty list', () => {
    const { rerender } = renderTable({ rows: undefined, placeholderRows: 3, isBusy: true });
    const table = screen.getByRole('table', { name: 'Donors' });
    expect(table.getAttribute('aria-busy')).toBe('true');
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 3);
    expect(within(table).queryAllByRole('rowheader')).toHaveLength(0);

    rerender(
      <DataTable caption="Donors" columns={COLUMNS} rows={[]} rowKey={(donor) => donor.id} />,
    );
    expect(table.hasAttribute('aria-busy')).toBe(false);
    expect(within(table).getAllByRole('row')).toHaveLength(1);
  });

  it('puts a row detail under its row, across all columns, hidden until it is opened', () => {
    const openIds = new Set(['d2']);
    renderTable({
      rowDetail: (donor) =>
        donor.notes === 'Gala' || openIds.has(donor.id)
          ? {
              id: `detail-${donor.id}`,
              isOpen: openIds.has(donor.id),
              content: `About ${donor.name}`,
            }
          : null,
    });
    const closed = document.getElementById('detail-d1')!;
    const open = document.getElementById('detail-d2')!;
    expect(closed.hidden).toBe(true);
    expect(open.hidden).toBe(false);
    expect(open.textContent).toBe('About Grace Hopper');
    expect((open.firstElementChild as HTMLTableCellElement).colSpan).toBe(COLUMNS.length);
    // Right under its own row.
    const graceRow = screen.getByRole('rowheader', { name: 'Grace Hopper' }).closest('tr')!;
    expect(graceRow.nextElementSibling).toBe(open);
  });
});

describe('RowActions', () => {
  function renderActions(actions: RowMenuAction[], { hasRowName = true } = {}) {
    const onSend = vi.fn();
    render(
      <DataTable<Donor>
        caption="Donors"
        columns={[
          COLUMNS[0]!,
          {
            id: 'actions',
            header: 'Actions',
            kind: 'actions',
            cell: (donor) => (
              <RowActions rowName={hasRowName ? donor.name : undefined} actions={actions}>
                <button type="button" onClick={() => onSend(donor.id)}>
                  Send <span className="sr-only">{donor.name}</span>
                </button>
              </RowActions>
            ),
          },
        ]}
        rows={DONORS.slice(0, 1)}
        rowKey={(donor) => donor.id}
      />,
    );
    return { onSend };
  }

  it('keeps the primary action in view and the rest behind "More actions for <row>"', async () => {
    const user = userEvent.setup();
    const onDownload = vi.fn();
    const { onSend } = renderActions([
      { id: 'download', label: 'Download', onSelect: onDownload },
      { id: 'details', label: 'Open details', onSelect: vi.fn() },
    ]);

    await user.click(screen.getByRole('button', { name: 'Send Ada Lovelace' }));
    expect(onSend).toHaveBeenCalledWith('d1');
    expect(screen.queryByRole('menuitem', { name: 'Download' })).toBeNull();

    const more = screen.getByRole('button', { name: 'More actions for Ada Lovelace' });
    await user.click(more);
    const menu = screen.getByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Download', 'Open details']);

    await user.click(within(menu).getByRole('menuitem', { name: 'Download' }));
    // The action gets the "⋯" button, for a dialog it opens to give focus back to.
    expect(onDownload).toHaveBeenCalledExactlyOnceWith(more);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('opens the menu from the keyboard and does not run a disabled action', async () => {
    const user = userEvent.setup();
    const onDelete = vi.fn();
    const onCopy = vi.fn();
    renderActions([
      { id: 'delete', label: 'Delete', onSelect: onDelete, disabled: true },
      { id: 'copy', label: 'Copy link', onSelect: onCopy },
    ]);
    screen.getByRole('button', { name: 'More actions for Ada Lovelace' }).focus();
    await user.keyboard('{Enter}');
    const deleteItem = screen.getByRole('menuitem', { name: 'Delete' });
    expect(deleteItem.getAttribute('aria-disabled')).toBe('true');
    await user.click(deleteItem);
    expect(onDelete).not.toHaveBeenCalled();

    await user.click(screen.getByRole('menuitem', { name: 'Copy link' }));
    expect(onCopy).toHaveBeenCalledOnce();
  });

  it('has no menu button without secondary actions', () => {
    renderActions([]);
    expect(screen.getByRole('button', { name: 'Send Ada Lovelace' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /More actions/ })).toBeNull();
  });

  it('has no menu button without a row name to say whose actions they are', () => {
    renderActions([{ id: 'copy', label: 'Copy link', onSelect: vi.fn() }], { hasRowName: false });
    expect(screen.queryByRole('button', { name: /More actions/ })).toBeNull();
  });
});
