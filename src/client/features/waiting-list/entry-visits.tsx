import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router';
import { ACCOMMODATION_LABELS } from '../../../domain/visits/accommodation-labels.ts';
import type { FamilyVisitDto } from '../../../domain/visits/dtos.ts';
import type { BookingStatus } from '../../../domain/visits/visits.ts';
import { formatDateTime } from '../../lib/format.ts';
import { Card } from '../../ui/card.tsx';
import { QueryState } from '../../ui/query-state.tsx';
import { entryUrl } from './api.ts';

const STATUS_WORDS: Record<BookingStatus, string> = {
  booked: 'Booked',
  offered: 'Seat offered',
  waiting: 'On the waiting list',
  cancelled: 'Cancelled',
};

const attendanceWords = (attended: boolean | null) =>
  attended === null ? null : attended ? 'Came' : 'Did not come';

function visitLine(visit: FamilyVisitDto): string {
  const people = `${visit.partySize} ${visit.partySize === 1 ? 'person' : 'people'}`;
  return [STATUS_WORDS[visit.status], people, attendanceWords(visit.attended)]
    .filter(Boolean)
    .join(' · ');
}

/**
 * The visits this family booked (ADR 052), matched by the entry's email: when, where they stand,
 * what they asked for and whether they came; each opens its session's page.
 */
export function EntryVisits({ entryId }: { entryId: string }) {
  const headingId = useId();
  const visits = useQuery<{ visits: FamilyVisitDto[] }>({
    queryKey: [`${entryUrl(entryId)}/visits`],
  });
  return (
    <Card aria-busy={visits.isPending}>
      <h2 id={headingId} className="text-xl font-semibold">
        Visits
      </h2>
      <QueryState
        query={visits}
        what="The visits"
        isEmpty={(data) => data.visits.length === 0}
        empty={<p className="mt-4 text-ink-muted">No visits booked with this email address.</p>}
        className="mt-4"
      >
        {(data) => (
          <ul aria-labelledby={headingId} className="mt-4 grid gap-3">
            {data.visits.map((visit) => (
              <li key={visit.bookingId} className="grid gap-0.5">
                <Link
                  to={`/admin/visits/sessions/${encodeURIComponent(visit.sessionId)}`}
                  className="font-medium text-brand-ink underline underline-offset-4 hover:no-underline"
                >
                  {visit.title}
                </Link>
                <span>{formatDateTime(visit.startsAt)}</span>
                <span className="text-ink-muted">{visitLine(visit)}</span>
                {visit.accommodations.length > 0 ? (
                  <span>
                    Asked for:{' '}
                    {visit.accommodations
                      .map((accommodation) => ACCOMMODATION_LABELS.en[accommodation])
                      .join(', ')}
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </Card>
  );
}
