import type { Engine } from './databases.ts';
import type { LoadResult } from './load.ts';
import { ENROLLMENT_DAY_FORMS_PER_SECOND, type Scenario } from './scenarios.ts';

/**
 * PostgreSQL carries scale, so its targets are throughput: each endpoint's req/s as a share of the
 * floor's (the cheapest signed-in request) in the same run, which holds on any machine. The
 * embedded engine runs one school on one machine (ADR 040): its target is the day enrollment
 * opens (the ENROLLMENT_DAY data set, 50 connections at once), judged only when the run's bare
 * node:http ceiling shows a machine at least as quick as the one the target was set on.
 */
export const TARGETS = {
  postgres: {
    minShareOfFloor: { list: 0.3, dashboard: 0.6, shared: 0.4, form: 0.1 },
  },
  pglite: {
    minFormsPerSecond: ENROLLMENT_DAY_FORMS_PER_SECOND,
    formP99Ms: 1_000,
    readP99Ms: 500,
    minCeilingRps: 20_000,
  },
} as const;

/** met: null when the row has no target (the floor) or the machine is too slow to judge it. */
export type Verdict = { met: boolean | null; misses: string[] };

export function judge(options: {
  engine: Engine;
  scenario: Scenario;
  result: LoadResult;
  floorRps: number;
  ceilingRps: number;
}): Verdict {
  const { scenario, result } = options;
  const misses: string[] = [];
  if (result.failures > 0) misses.push(`${result.failures} failed requests`);
  const paced = scenario.target.ratePerSecond;
  if (scenario.kind === 'reference' || (paced && options.engine === 'postgres')) {
    return { met: misses.length === 0 ? null : false, misses };
  }

  if (options.engine === 'postgres') {
    if (!scenario.targetGroup) return { met: misses.length === 0 ? null : false, misses };
    const minShare = TARGETS.postgres.minShareOfFloor[scenario.targetGroup];
    if (result.requestsPerSecond / options.floorRps < minShare) {
      misses.push(`< ${Math.round(minShare * 100)} % of floor`);
    }
    return { met: misses.length === 0, misses };
  }

  const target = TARGETS.pglite;
  if (scenario.kind === 'write') {
    // As many forms as it takes: the capacity. At the steady rate: what a family waits, and
    // whether the rate was kept (autocannon's own pacing leaves a few short).
    const minimum = paced ? paced * 0.95 : target.minFormsPerSecond;
    if (result.requestsPerSecond < minimum) misses.push(`< ${minimum} forms/s`);
    if (paced && result.p99Ms > target.formP99Ms) misses.push(`p99 > ${target.formP99Ms} ms`);
  } else if (result.p99Ms > target.readP99Ms) {
    misses.push(`p99 > ${target.readP99Ms} ms`);
  }
  if (misses.length === 0) return { met: true, misses };
  // A miss on a machine slower than the target's is reported, not judged.
  if (options.ceilingRps < target.minCeilingRps && result.failures === 0) {
    return {
      met: null,
      misses: [...misses, `ceiling < ${target.minCeilingRps.toLocaleString('en')}`],
    };
  }
  return { met: false, misses };
}
