import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Card } from '../../ui/card.tsx';
import { QueryState } from '../../ui/query-state.tsx';
import { seatGroupsQuery } from './api.ts';
import { ExportOffers } from './export-offers.tsx';
import { SeatGroupCard } from './seat-group-card.tsx';
import { SeatGroupForm } from './seat-group-form.tsx';

/**
 * Seats and offers (ADR 021): for each campus × grade or program × start term, the
 * seats, offers open, accepted and families waiting, with the offers to make; and new seats.
 */
export function SeatsSection() {
  const headingId = useId();
  const groups = useQuery(seatGroupsQuery());
  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-xl font-semibold text-ink">
          Seats and offers
        </h2>
        <ExportOffers />
      </div>
      <QueryState
        query={groups}
        what="The seats"
        loadingLabel="Loading seats..."
        isEmpty={(data) => data.length === 0}
        empty={
          <p className="text-ink-muted">
            No seats are set yet. Add the seats of a grade or program below, then offer them to the
            families in line.
          </p>
        }
      >
        {(data) => (
          <div className="grid gap-4">
            {data.map((group) => (
              <SeatGroupCard key={group.id} group={group} />
            ))}
          </div>
        )}
      </QueryState>
      <Card className="grid gap-3">
        <h3 className="text-lg font-semibold text-ink">Add seats</h3>
        <SeatGroupForm />
      </Card>
    </section>
  );
}
