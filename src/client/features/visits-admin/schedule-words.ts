import type { Recurrence } from '../../../domain/visits/recurrence.ts';
import { formatDate } from '../../lib/format.ts';

/** The days as Date#getUTCDay counts them (0 = Sunday), as the recurrence stores them. */
export const WEEKDAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

export const NTH_WORDS = {
  1: 'first',
  2: 'second',
  3: 'third',
  4: 'fourth',
  [-1]: 'last',
} as const;

/** "10:00" → "10:00 AM", "19:00" → "7:00 PM", "00:30" → "12:30 AM" (the admin's h:mm a). */
export function clockWords(localTime: string): string {
  const match = /^(\d{2}):(\d{2})$/.exec(localTime);
  if (!match) return localTime;
  const hours = Number(match[1]);
  const period = hours < 12 ? 'AM' : 'PM';
  return `${hours % 12 === 0 ? 12 : hours % 12}:${match[2]} ${period}`;
}

export interface ScheduledEvent {
  recurrence: Recurrence;
  startsOn: string;
  localTime: string;
}

/**
 * When a visit happens, in the words staff and families read (ADR 052: "every 2nd Tuesday" is
 * the second Tuesday of each month, and the page says so): "Every Saturday at 10:00 AM", "The
 * second Tuesday of each month at 7:00 PM", "Once: Mar 10, 2027 at 6:00 PM".
 */
export function scheduleWords({ recurrence, startsOn, localTime }: ScheduledEvent): string {
  const at = `at ${clockWords(localTime)}`;
  switch (recurrence.kind) {
    case 'once':
      return `Once: ${formatDate(startsOn)} ${at}`;
    case 'weekly': {
      const every = recurrence.everyWeeks === 2 ? 'Every other' : 'Every';
      return `${every} ${WEEKDAY_NAMES[recurrence.weekday]} ${at}`;
    }
    case 'monthly':
      return `The ${NTH_WORDS[recurrence.nth]} ${WEEKDAY_NAMES[recurrence.weekday]} of each month ${at}`;
    case 'weekdays':
      return `Weekdays ${at}`;
  }
}

/** The days a repeating visit runs: "From Mar 1, 2027 to Jun 1, 2027"; null for one day. */
export function scheduleSpanWords(event: {
  recurrence: Recurrence;
  startsOn: string;
  endsOn: string | null;
}): string | null {
  if (event.recurrence.kind === 'once') return null;
  const from = `From ${formatDate(event.startsOn)}`;
  return event.endsOn ? `${from} to ${formatDate(event.endsOn)}` : `${from}, no last day`;
}
