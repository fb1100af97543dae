import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { formatDate } from '../../lib/format.ts';
import { QueryState } from '../../ui/query-state.tsx';
import { visitSessionsQuery } from './api.ts';
import { ExportSessionsButton } from './export-sessions-button.tsx';
import { dayHeading, groupSessionsByWeek } from './session-groups.ts';
import { SessionDayTable } from './session-day-table.tsx';
import { SessionRangeControls } from './session-range-controls.tsx';
import { organisationTimeZone } from './session-range.ts';
import { useSessionRange } from './use-session-range.ts';

/**
 * The sessions of the days chosen, week by week and day by day in the organisation's time zone,
 * each with its seats, waiting list and how many families asked for accommodations.
 */
export function UpcomingSessions({ now }: { now?: () => Date }) {
  const headingId = useId();
  const { choice, range, choose, showDates } = useSessionRange(now);
  const sessions = useQuery(visitSessionsQuery(range));
  const timeZone = organisationTimeZone();

  return (
    <section aria-labelledby={headingId} className="grid gap-5">
      <h2 id={headingId} className="text-xl font-semibold text-ink">
        Upcoming sessions
      </h2>
      <SessionRangeControls
        choice={choice}
        range={range}
        onChoose={choose}
        onShowDates={showDates}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-ink-muted">
          Sessions from {formatDate(range.from)} to {formatDate(range.to)}, both days included.
        </p>
        <ExportSessionsButton range={range} />
      </div>
      <QueryState
        query={sessions}
        what="The sessions"
        isEmpty={(data) => data.sessions.length === 0}
        empty={<p className="text-ink-muted">No sessions on these days.</p>}
      >
        {(data) => (
          <div className="grid gap-8">
            {groupSessionsByWeek(data.sessions, timeZone).map((week) => (
              <section key={week.weekOf} aria-labelledby={`${headingId}-${week.weekOf}`}>
                <h3
                  id={`${headingId}-${week.weekOf}`}
                  className="border-b border-line pb-1 text-lg font-semibold text-ink"
                >
                  Week of {formatDate(week.weekOf)}
                </h3>
                <div className="mt-4 grid gap-5">
                  {week.days.map(({ day, sessions: daySessions }) => (
                    <div key={day} className="grid gap-2">
                      <h4 className="font-semibold text-ink">{dayHeading(day)}</h4>
                      <SessionDayTable
                        caption={`Sessions on ${dayHeading(day)}`}
                        sessions={daySessions}
                        timeZone={timeZone}
                      />
                    </div>
                  ))}
                </div>
              </section>
            ))}
          </div>
        )}
      </QueryState>
    </section>
  );
}
