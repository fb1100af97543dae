import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { addMonthsToIsoDate } from '../../../domain/common/calendar-day.ts';
import { PAUSE_MONTHS, type PauseMonths } from '../../../domain/giving/donor-portal.ts';
import { Button } from '../../ui/button.tsx';
import type { PortalCopy } from './portal-copy.ts';
import { formatDay } from './portal-format.ts';

/**
 * A pause of 1, 2 or 3 months; each choice says the day payments start again (the server counts
 * from the same day, in the organisation's time zone).
 */
export function PauseChoice(props: {
  copy: PortalCopy;
  today: string;
  isPending: boolean;
  onPause: (months: PauseMonths) => void;
}) {
  const { copy, today } = props;
  const [months, setMonths] = useState<PauseMonths>(1);
  const name = useId();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    props.onPause(months);
  }

  return (
    <form className="grid gap-3" onSubmit={handleSubmit}>
      <fieldset className="grid gap-2">
        <legend className="mb-1 font-semibold text-ink">{copy.pauseLegend}</legend>
        {PAUSE_MONTHS.map((option) => (
          <label key={option} className="flex min-h-11 items-center gap-3 text-ink">
            <input
              type="radio"
              name={name}
              value={option}
              checked={months === option}
              onChange={() => setMonths(option)}
              className="size-5 shrink-0"
            />
            <span>
              {copy.pauseOption(option, formatDay(addMonthsToIsoDate(today, option), copy.locale))}
            </span>
          </label>
        ))}
      </fieldset>
      <div>
        <Button type="submit" disabled={props.isPending} className="min-h-11">
          {props.isPending ? copy.working : copy.confirmPause}
        </Button>
      </div>
    </form>
  );
}
