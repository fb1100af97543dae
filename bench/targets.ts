import type { Engine } from './databases.ts';
import type { LoadResult } from './load.ts';
import type { Scenario } from './scenarios.ts';

/**
 * Issue 10's targets, with issue 24's for PGlite. PostgreSQL is the production engine: every read
 * p99 ≤ 50 ms, the dashboard (loaded on every visit to the admin area) p99 ≤ 20 ms, and no
 * endpoint below 8 % of what a bare node:http server does here. Embedded PGlite answers one query
 * at a time: reads at 3 % of that ceiling, and every endpoint (forms too) p99 ≤ 250 ms at 50
 * connections, the day enrollment opens.
 */
export const TARGETS = {
  postgres: { readP99Ms: 50, statsP99Ms: 20, anyP99Ms: undefined, minShareOfCeiling: 0.08, appliesTo: 'all' },
  pglite: { readP99Ms: 250, statsP99Ms: 250, anyP99Ms: 250, minShareOfCeiling: 0.03, appliesTo: 'reads' },
} as const; // prettier-ignore

export type Verdict = { met: boolean | null; misses: string[] };

export function judge(
  engine: Engine,
  scenario: Scenario,
  result: LoadResult,
  ceilingRps: number,
): Verdict {
  const target = TARGETS[engine];
  const misses: string[] = [];
  if (result.failures > 0) misses.push(`${result.failures} failed requests`);
  if (scenario.kind === 'reference') return { met: misses.length === 0 ? null : false, misses };

  const isRead = scenario.kind === 'read';
  const p99Limit = scenario.name.includes('/dashboard/stats')
    ? target.statsP99Ms
    : isRead
      ? target.readP99Ms
      : target.anyP99Ms;
  if (p99Limit !== undefined && result.p99Ms > p99Limit) misses.push(`p99 > ${p99Limit} ms`);

  const hasFloor = target.appliesTo === 'all' || isRead;
  const share = result.requestsPerSecond / ceilingRps;
  if (hasFloor && share < target.minShareOfCeiling) {
    misses.push(`< ${Math.round(target.minShareOfCeiling * 100)} % of ceiling`);
  }
  const hasTarget = hasFloor || p99Limit !== undefined;
  return { met: hasTarget ? misses.length === 0 : misses.length === 0 ? null : false, misses };
}
