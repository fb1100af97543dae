import { useId } from 'react';
import type { PublicSessionDto } from '../../../domain/visits/dtos.ts';
import { RadioCard } from './radio-card.tsx';
import { seatsText } from './visit-facts.tsx';
import { formatVisitDay, formatVisitTime, visitDayKey } from './visit-time.ts';
import type { VisitsCopy } from './visits-copy-en.ts';

/** Sessions by the day they fall on (in the organisation's time zone), in order. */
function byDay(sessions: readonly PublicSessionDto[]) {
  const days = new Map<string, PublicSessionDto[]>();
  for (const session of sessions) {
    const key = visitDayKey(session.startsAt);
    days.set(key, [...(days.get(key) ?? []), session]);
  }
  return [...days.values()];
}

/**
 * The open times as radio cards under each day's heading, each with its seats left or "Full —
 * waiting list". One radio group across the days (one name), so arrow keys go through them all.
 */
export function TimeChoice(props: {
  copy: VisitsCopy;
  sessions: readonly PublicSessionDto[];
  value: string;
  onChange: (sessionId: string) => void;
  /** On the first radio, for the error summary's link. */
  id: string;
  error?: string;
  /** The question, when it is not "Choose a time" (moving a booking). */
  legend?: string;
}) {
  const { copy, sessions, value, onChange, id, error } = props;
  // Each list of times on a page is its own group.
  const name = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <fieldset
      className="grid min-w-0 gap-4"
      aria-describedby={[hintId, error ? errorId : null].filter(Boolean).join(' ')}
    >
      <legend className="mb-1 text-lg font-semibold text-ink">
        {props.legend ?? copy.form.timeLegend}
      </legend>
      <p id={hintId} className="-mt-2 max-w-prose text-ink-muted">
        {copy.form.timeHint}
      </p>
      {error ? (
        <p id={errorId} className="font-medium text-danger">
          {error}
        </p>
      ) : null}
      {byDay(sessions).map((day, dayIndex) => (
        <fieldset key={day[0]!.id} className="grid min-w-0 gap-2">
          <legend className="mb-1 font-semibold text-ink">
            {formatVisitDay(copy.locale, day[0]!.startsAt)}
          </legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {day.map((session, index) => (
              <RadioCard
                key={session.id}
                id={dayIndex === 0 && index === 0 ? id : undefined}
                name={name}
                value={session.id}
                isChecked={session.id === value}
                onChange={() => onChange(session.id)}
                label={formatVisitTime(copy.locale, session.startsAt)}
                hint={seatsText(copy, session, true)}
              />
            ))}
          </div>
        </fieldset>
      ))}
    </fieldset>
  );
}
