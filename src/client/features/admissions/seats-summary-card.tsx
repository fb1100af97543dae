import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router';
import type { SeatGroupDto } from '../../../domain/admissions/dtos.ts';
import { Card } from '../../ui/card.tsx';
import { QueryState } from '../../ui/query-state.tsx';
import { seatGroupsQuery } from './api.ts';
import { seatGroupTitle } from './seat-group-labels.ts';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** "2 seats · 1 offer open · 1 accepted · 4 families waiting" */
const countsText = (group: SeatGroupDto) =>
  [
    plural(group.capacity, 'seat', 'seats'),
    plural(group.offersOpen, 'offer open', 'offers open'),
    `${group.accepted} accepted`,
    plural(group.familiesWaiting, 'family waiting', 'families waiting'),
  ].join(' · ');

/**
 * Admissions at a glance on the dashboard (ADR 021): for each seat group, its
 * seats, offers open, accepted and families waiting, one line each, so it fits any screen.
 */
export function SeatsSummaryCard() {
  const headingId = useId();
  const groups = useQuery(seatGroupsQuery());
  return (
    <Card className="grid gap-3">
      <h2 id={headingId} className="text-lg font-semibold">
        Admissions: seats and offers
      </h2>
      <QueryState
        query={groups}
        what="The seats"
        loadingLabel="Loading seats..."
        isEmpty={(data) => data.length === 0}
        empty={<p className="text-ink-muted">No seats are set yet.</p>}
      >
        {(data) => (
          <ul aria-labelledby={headingId} className="grid gap-3">
            {data.map((group) => (
              <li key={group.id} className="grid gap-0.5">
                <span className="font-medium text-ink">{seatGroupTitle(group)}</span>
                <span className="text-ink-muted">{countsText(group)}</span>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <Link
        to="/admin/waiting-list"
        className="inline-flex min-h-10 items-center text-brand underline underline-offset-2"
      >
        Seats and offers on the Waiting List page
      </Link>
    </Card>
  );
}
