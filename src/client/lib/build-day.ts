import { todayIsoDate } from '../../domain/common/calendar-day.ts';
import { useHydrated } from './use-hydrated.ts';

// Set by vite.config.ts for the build (and its prerendered pages); absent in unit tests.
declare const __BUILD_DAY__: string | undefined;

/** The day the pages were built and prerendered, as YYYY-MM-DD. */
const BUILD_DAY: string =
  typeof __BUILD_DAY__ === 'string' ? __BUILD_DAY__ : todayIsoDate(new Date());

/**
 * Today (YYYY-MM-DD, Texas): the build day while prerendering and hydrating, so the page the
 * browser gets and its first render agree, then the visitor's real day. A page built in one
 * month and read in the next updates as it hydrates.
 */
export function useToday(): string {
  return useHydrated() ? todayIsoDate(new Date()) : BUILD_DAY;
}
