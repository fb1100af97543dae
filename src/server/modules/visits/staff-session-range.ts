import type { z } from 'zod';
import {
  addDaysToIsoDate,
  startOfIsoDayIn,
  todayIsoDate,
} from '../../../domain/common/calendar-day.ts';
import type { sessionRangeQuery } from '../../../domain/visits/schemas.ts';
import { fieldError } from '../../http/app-error.ts';

/** Without `to`, the list shows this many days after `from` (today by default). */
export const DEFAULT_RANGE_DAYS = 30;
/** The most days one list or export covers. */
export const MAX_RANGE_DAYS = 366;

export const RANGE_ORDER_MESSAGE = 'The last day cannot be before the first day';
export const RANGE_LENGTH_MESSAGE = `Choose at most ${MAX_RANGE_DAYS} days at a time`;

export type SessionRange = {
  from: string;
  to: string;
  /** Sessions starting at or after this instant (midnight CT on `from`)… */
  startsFrom: Date;
  /** …and before this one (midnight CT after `to`). */
  startsBefore: Date;
};

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/**
 * The calendar days (America/Chicago) of a list or export, both included: from today to 30 days
 * on unless the query says otherwise. A session belongs to the day it starts on there, so one at
 * 11:30 PM CT is in that day, though it is already the next day in UTC.
 */
export function sessionRangeOf(query: z.output<typeof sessionRangeQuery>, now: Date): SessionRange {
  const from = query.from ?? todayIsoDate(now);
  const to = query.to ?? addDaysToIsoDate(from, DEFAULT_RANGE_DAYS);
  if (to < from) throw fieldError('to', RANGE_ORDER_MESSAGE);
  if (daysBetween(from, to) + 1 > MAX_RANGE_DAYS) throw fieldError('to', RANGE_LENGTH_MESSAGE);
  return {
    from,
    to,
    startsFrom: startOfIsoDayIn(from),
    startsBefore: startOfIsoDayIn(addDaysToIsoDate(to, 1)),
  };
}
