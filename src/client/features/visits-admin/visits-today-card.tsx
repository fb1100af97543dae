import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { VisitsTodayDto } from '../../../domain/visits/dtos.ts';
import { Card } from '../../ui/card.tsx';
import { QueryState } from '../../ui/query-state.tsx';
import { visitsTodayQuery } from './api.ts';
import { todayIn } from './session-range.ts';
import { peopleWords } from './visit-labels.ts';

/** "2 sessions, 14 people, 3 with accommodations, 4 waiting". */
export const visitsTodayWords = (today: VisitsTodayDto) =>
  [
    `${today.sessions} ${today.sessions === 1 ? 'session' : 'sessions'}`,
    peopleWords(today.people),
    `${today.accommodations} with accommodations`,
    `${today.waiting} waiting`,
  ].join(', ');

/** Today's visits on the dashboard (admissions): sessions, people coming, what to prepare. */
export function VisitsTodayCard() {
  const today = useQuery(visitsTodayQuery());
  const day = todayIn(new Date());
  return (
    <Card className="grid gap-3">
      <h2 className="text-lg font-semibold">Visits today</h2>
      <QueryState query={today} what="Today’s visits" loadingLabel="Loading today’s visits...">
        {(data) => (
          <>
            <p className="text-ink">{visitsTodayWords(data)}</p>
            <Link
              to={`/admin/visits?show=dates&from=${day}&to=${day}`}
              className="inline-flex min-h-10 items-center text-brand underline underline-offset-2"
            >
              Today’s sessions on the Visits page
            </Link>
          </>
        )}
      </QueryState>
    </Card>
  );
}
