import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router';
import type { EnrollmentProgressDto } from '../../../domain/admissions/dtos.ts';
import type { EnrollmentTask, TaskStatus } from '../../../domain/admissions/enrollment-tasks.ts';
import { STUCK_AFTER_DAYS } from '../../../domain/admissions/enrollment-tasks.ts';
import { TASK_LIST } from '../../../domain/content/seat-offer.ts';
import { termLabel } from '../../../domain/start-terms/labels.ts';
import { CAMPUS_NAMES } from '../../../domain/waiting-list/waiting-list.ts';
import { formatDate } from '../../lib/format.ts';
import { DataTable, type DataTableColumn } from '../../ui/data-table.tsx';
import { QueryState } from '../../ui/query-state.tsx';
import { enrollmentProgressQuery } from './api.ts';
import { placeLabel } from './seat-group-labels.ts';

/** Staff read the family's own task list, with the same status words. */
const TASK_NAMES: Record<EnrollmentTask, string> = {
  agreement: 'Agreement',
  papers: 'Papers',
  visit: 'Visit',
  'first-day': 'First day',
};

const statusOf = (row: EnrollmentProgressDto, task: EnrollmentTask): TaskStatus =>
  row.tasks.find((state) => state.task === task)?.status ?? 'not-started';

const taskColumn = (task: EnrollmentTask): DataTableColumn<EnrollmentProgressDto> => ({
  id: task,
  header: TASK_NAMES[task],
  minWidth: 'sm',
  cell: (row) => {
    const status = TASK_LIST.statuses[statusOf(row, task)];
    if (task !== 'papers' || row.papers.received === 0) return status;
    return `${status} (${row.papers.reviewed} of ${row.papers.received} read)`;
  },
});

const COLUMNS: DataTableColumn<EnrollmentProgressDto>[] = [
  {
    id: 'student',
    header: 'Student',
    kind: 'rowHeader',
    minWidth: 'md',
    cell: (row) => (
      <Link
        to={`/admin/waiting-list/${row.entryId}`}
        className="inline-flex min-h-6 items-center text-brand-ink underline underline-offset-4 hover:no-underline"
      >
        {row.student}
      </Link>
    ),
  },
  {
    id: 'seat',
    header: 'Seat',
    minWidth: 'md',
    cell: (row) => `${CAMPUS_NAMES[row.campus]} · ${placeLabel(row)} · ${termLabel(row.startTerm)}`,
  },
  { id: 'accepted', header: 'Accepted', noWrap: true, cell: (row) => formatDate(row.acceptedAt) },
  taskColumn('agreement'),
  taskColumn('papers'),
  {
    id: 'stuck',
    header: 'Waiting on the family',
    minWidth: 'md',
    priority: 1,
    cell: (row) =>
      row.stuck.length === 0 ? (
        <span className="text-ink-muted">No</span>
      ) : (
        <strong className="text-danger-ink">
          {row.stuck.map((task) => TASK_NAMES[task]).join(', ')}
        </strong>
      ),
  },
];

/**
 * After "yes": every family with an accepted seat and where its task list stands, as the family
 * sees it on its status page, with those who have waited on a step of theirs for more than
 * STUCK_AFTER_DAYS days named, so someone can call them.
 */
export function EnrollmentProgressSection() {
  const headingId = useId();
  const progress = useQuery(enrollmentProgressQuery());
  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <h2 id={headingId} className="text-xl font-semibold text-ink">
        Accepted seats: steps before the first day
      </h2>
      <p className="max-w-prose text-ink-muted">
        Each family sees these steps on its status page. “Waiting on the family” names a step that
        has been theirs for more than {STUCK_AFTER_DAYS} days since they accepted.
      </p>
      <QueryState
        query={progress}
        what="The accepted seats"
        loadingLabel="Loading accepted seats..."
        isEmpty={(data) => data.length === 0}
        empty={<p className="text-ink-muted">No family has accepted a seat yet.</p>}
      >
        {(data) => (
          <DataTable
            caption="Families with an accepted seat"
            columns={COLUMNS}
            rows={data}
            rowKey={(row) => row.entryId}
          />
        )}
      </QueryState>
    </section>
  );
}
