import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { VisitEventDto } from '../../../domain/visits/dtos.ts';
import { Badge } from '../../ui/badge.tsx';
import { DataTable, type DataTableColumn } from '../../ui/data-table.tsx';
import { QueryState } from '../../ui/query-state.tsx';
import { visitEventsQuery } from './api.ts';
import { ArchiveEventDialog } from './archive-event-dialog.tsx';
import { EventDialog } from './event-dialog.tsx';
import { scheduleSpanWords, scheduleWords } from './schedule-words.ts';
import { FORMAT_LABELS, KIND_LABELS, cutoffWords, languagesWords } from './visit-labels.ts';

const COLUMNS: DataTableColumn<VisitEventDto>[] = [
  {
    id: 'visit',
    header: 'Visit',
    kind: 'rowHeader',
    minWidth: 'lg',
    cell: (event) => (
      <span className="grid gap-1">
        <span className="font-semibold">{event.titleEn}</span>
        <span className="flex flex-wrap gap-2">
          <Badge variant="muted">{KIND_LABELS[event.kind]}</Badge>
          {event.isArchived ? <Badge variant="destructive">Archived</Badge> : null}
        </span>
      </span>
    ),
  },
  {
    id: 'schedule',
    header: 'Schedule',
    minWidth: 'lg',
    cell: (event) => {
      const span = scheduleSpanWords(event);
      return (
        <span className="grid gap-0.5">
          <span>{scheduleWords(event)}</span>
          {span ? <span className="text-sm text-ink-muted">{span}</span> : null}
          <span className="text-sm text-ink-muted">{event.durationMinutes} minutes</span>
        </span>
      );
    },
  },
  { id: 'format', header: 'Format', priority: 2, cell: (event) => FORMAT_LABELS[event.format] },
  { id: 'seats', header: 'Seats', noWrap: true, cell: (event) => event.capacity },
  {
    id: 'cutoff',
    header: 'Booking',
    priority: 2,
    cell: (event) => cutoffWords(event.cutoffMinutes),
  },
  {
    id: 'languages',
    header: 'Languages',
    priority: 2,
    cell: (event) => languagesWords(event.languages),
  },
  {
    id: 'actions',
    header: <span className="sr-only">Actions</span>,
    kind: 'actions',
    cell: (event) => (
      <span className="flex flex-wrap gap-2">
        <EventDialog event={event} />
        {event.isArchived ? null : <ArchiveEventDialog event={event} />}
      </span>
    ),
  },
];

/** What staff offer: each visit's schedule in words, seats, cut-off and languages. */
export function VisitsOffered() {
  const headingId = useId();
  const events = useQuery(visitEventsQuery());
  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-xl font-semibold text-ink">
          Visits offered
        </h2>
        <EventDialog />
      </div>
      <QueryState
        query={events}
        what="The visits"
        isEmpty={(data) => data.events.length === 0}
        empty={<p className="text-ink-muted">No visits yet. Add the first with “New visit”.</p>}
      >
        {(data) => (
          <DataTable
            caption="Each visit with its schedule, seats and languages"
            columns={COLUMNS}
            rows={data.events}
            rowKey={(event) => event.id}
          />
        )}
      </QueryState>
    </section>
  );
}
