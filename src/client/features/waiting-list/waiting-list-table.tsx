import { Link } from 'react-router';
import type { WaitingListEntryDto } from '../../../domain/waiting-list-schemas.ts';
import { WAITING_LIST_STATUS_LABELS } from '../../../domain/waiting-list.ts';
import { formatDate } from '../../lib/format.ts';
import { Badge } from '../../ui/badge.tsx';
import { Table, TBody, TD, TH, THead, TRow } from '../../ui/table.tsx';
import { CAMPUS_SHORT_NAMES, STATUS_BADGES, gradeOrProgram } from './waiting-list-labels.ts';

const COLUMNS = [
  'Position',
  'Name',
  'Campus',
  'Grade or program',
  'Status',
  'Priority',
  'Submitted',
];

/**
 * The list in the server's order: by position within each campus (priority first, then arrival);
 * entries that are no longer waiting have no position and come after.
 */
export function WaitingListTable({ entries }: { entries: readonly WaitingListEntryDto[] }) {
  return (
    <Table caption="Waiting list entries" hideCaption>
      <THead>
        <TRow>
          {COLUMNS.map((column) => (
            <TH key={column}>{column}</TH>
          ))}
        </TRow>
      </THead>
      <TBody>
        {entries.map((entry) => (
          <TRow key={entry.id}>
            <TD className="font-semibold tabular-nums">
              {entry.position ?? (
                <>
                  <span aria-hidden="true">–</span>
                  <span className="sr-only">None</span>
                </>
              )}
            </TD>
            <TH scope="row" className="font-medium">
              <Link
                to={`/admin/waiting-list/${entry.id}`}
                className="inline-flex min-h-6 items-center text-brand-ink underline underline-offset-4 hover:no-underline"
              >
                {entry.firstName} {entry.lastName}
              </Link>
            </TH>
            <TD>{CAMPUS_SHORT_NAMES[entry.campus]}</TD>
            <TD>{gradeOrProgram(entry)}</TD>
            <TD>
              <Badge variant={STATUS_BADGES[entry.status]}>
                {WAITING_LIST_STATUS_LABELS[entry.status]}
              </Badge>
            </TD>
            <TD className="tabular-nums">{entry.priority}</TD>
            <TD className="whitespace-nowrap">{formatDate(entry.createdAt)}</TD>
          </TRow>
        ))}
      </TBody>
    </Table>
  );
}
