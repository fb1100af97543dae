import { useSearchParams } from 'react-router';
import { oneOf } from '../../lib/use-list-search-params.ts';
import type { SessionRange } from './api.ts';
import { RANGE_CHOICES, rangeOf, todayIn, type RangeChoice } from './session-range.ts';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The days the sessions list shows, kept in the address (?show=this-week, or
 * ?show=dates&from=…&to=…) so a reload, Back and a shared link show the same days. Chosen dates
 * not yet given (or not dates at all) show the next 30 days meanwhile.
 */
export function useSessionRange(now: () => Date = () => new Date()) {
  const [params, setParams] = useSearchParams();
  const choice: RangeChoice = oneOf(RANGE_CHOICES, params.get('show')) ?? 'next-30-days';
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const today = todayIn(now());
  const range: SessionRange =
    choice === 'dates' && ISO_DATE.test(from) && ISO_DATE.test(to) && from <= to
      ? { from, to }
      : rangeOf(choice === 'dates' ? 'next-30-days' : choice, today);

  function choose(next: RangeChoice) {
    const changed = new URLSearchParams(params);
    changed.set('show', next);
    if (next === 'dates') {
      changed.set('from', range.from);
      changed.set('to', range.to);
    } else {
      changed.delete('from');
      changed.delete('to');
    }
    setParams(changed, { replace: true });
  }

  function showDates(dates: SessionRange) {
    const changed = new URLSearchParams(params);
    changed.set('show', 'dates');
    changed.set('from', dates.from);
    changed.set('to', dates.to);
    setParams(changed, { replace: true });
  }

  return { choice, range, choose, showDates };
}
