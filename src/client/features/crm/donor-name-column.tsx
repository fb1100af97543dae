import { Link } from 'react-router';
import { donorDisplayName } from '../../../domain/crm/rules.ts';
import type { DataTableColumn } from '../../ui/data-table.tsx';
import { donorPagePath } from './api.ts';

type NamedDonor = { id: string; firstName: string; lastName: string };

/** The first column of every donor list and report: the donor's name, opening their profile. */
export function donorNameColumn<Row extends NamedDonor>(): DataTableColumn<Row> {
  return {
    id: 'name',
    header: 'Name',
    kind: 'rowHeader',
    minWidth: 'md',
    cell: (row) => (
      <Link
        to={donorPagePath(row.id)}
        className="inline-flex min-h-6 items-center text-brand-ink underline underline-offset-4 hover:no-underline"
      >
        {donorDisplayName(row)}
      </Link>
    ),
  };
}
