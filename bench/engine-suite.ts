import { measureCeiling, median, startCeilingServer } from './ceiling.ts';
import type { BenchDatabase, Engine } from './databases.ts';
import type { DataSetSize } from './generate-data.ts';
import { measure, type LoadResult, type LoadSettings } from './load.ts';
import { withLoadedServer, type Log } from './loaded-server.ts';
import { scenarios, type Scenario } from './scenarios.ts';
import { judge, type Verdict } from './targets.ts';

export type EndpointReport = {
  name: string;
  kind: Scenario['kind'];
  result: LoadResult;
  /** The bare node:http server measured just before this endpoint. */
  ceiling: LoadResult;
  /** Against the median ceiling of the run (a single 3 s ceiling run moves too much). */
  shareOfCeiling: number;
  /** Requests per second as a share of the floor's (the cheapest admin request), same run. */
  shareOfFloor: number;
  verdict: Verdict;
};

export type EngineReport = {
  engine: Engine;
  dataSet: DataSetSize;
  /** The median of the ceilings measured before each endpoint. */
  ceiling: LoadResult;
  /** How far the ceiling moved between its runs: the lowest and highest req/s. */
  ceilingRange: { lowest: number; highest: number };
  endpoints: EndpointReport[];
};

/**
 * Every scenario against one engine with the full data set. The machine is shared, so its load
 * changes from one minute to the next: each endpoint is compared with a ceiling measured just
 * before it (3 s), not with one measured minutes earlier.
 */
export async function runEngineSuite(options: {
  database: BenchDatabase;
  size: DataSetSize;
  serverEntry: string;
  settings: LoadSettings;
  log: Log;
  /** Measure only the endpoints whose name holds one of these (the floor always runs). */
  only?: string[];
}): Promise<EngineReport> {
  const { database, settings, log } = options;
  const ceilingSettings = { ...settings, durationSeconds: 3, warmupSeconds: 1 };
  return withLoadedServer({
    ...options,
    body: async (baseUrl, context) => {
      const ceilingServer = await startCeilingServer();
      try {
        const measured: { scenario: Scenario; result: LoadResult; ceiling: LoadResult }[] = [];
        const chosen = scenarios(context).filter(
          (scenario) =>
            !options.only ||
            scenario.kind === 'reference' ||
            options.only.some((part) => scenario.name.includes(part)),
        );
        for (const scenario of chosen) {
          const ceiling = await measureCeiling(ceilingServer, ceilingSettings);
          const result = await measure(baseUrl, scenario.target, settings);
          log(
            `  ${scenario.name}: ${result.requestsPerSecond} req/s (ceiling ${ceiling.requestsPerSecond}), p99 ${result.p99Ms} ms`,
          );
          measured.push({ scenario, result, ceiling });
        }
        const ceilings = measured.map((run) => run.ceiling.requestsPerSecond);
        const middle = median(ceilings);
        const ceiling = measured.find((run) => run.ceiling.requestsPerSecond === middle)!.ceiling;
        const floor = measured.find((run) => run.scenario.kind === 'reference')?.result;
        const endpoints = measured.map(({ scenario, result, ceiling: before }) => ({
          name: scenario.name,
          kind: scenario.kind,
          result,
          ceiling: before,
          shareOfCeiling: result.requestsPerSecond / middle,
          shareOfFloor: floor ? result.requestsPerSecond / floor.requestsPerSecond : Number.NaN,
          verdict: judge({
            engine: database.engine,
            scenario,
            result,
            floorRps: floor?.requestsPerSecond ?? Number.NaN,
            ceilingRps: middle,
          }),
        }));
        return {
          engine: database.engine,
          dataSet: options.size,
          ceiling,
          ceilingRange: { lowest: Math.min(...ceilings), highest: Math.max(...ceilings) },
          endpoints,
        };
      } finally {
        await ceilingServer.stop();
      }
    },
  });
}
