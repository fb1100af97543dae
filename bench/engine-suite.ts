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
  shareOfCeiling: number;
  verdict: Verdict;
};

export type EngineReport = {
  engine: Engine;
  dataSet: DataSetSize;
  /** The median of the ceilings measured before each endpoint. */
  ceiling: LoadResult;
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
}): Promise<EngineReport> {
  const { database, settings, log } = options;
  const ceilingSettings = { ...settings, durationSeconds: 3, warmupSeconds: 1 };
  return withLoadedServer({
    ...options,
    body: async (baseUrl, context) => {
      const ceilingServer = await startCeilingServer();
      try {
        const endpoints: EndpointReport[] = [];
        for (const scenario of scenarios(context)) {
          const ceiling = await measureCeiling(ceilingServer, ceilingSettings);
          const result = await measure(baseUrl, scenario.target, settings);
          const shareOfCeiling = result.requestsPerSecond / ceiling.requestsPerSecond;
          log(
            `  ${scenario.name}: ${result.requestsPerSecond} req/s (ceiling ${ceiling.requestsPerSecond}), p99 ${result.p99Ms} ms`,
          );
          endpoints.push({
            name: scenario.name,
            kind: scenario.kind,
            result,
            ceiling,
            shareOfCeiling,
            verdict: judge(database.engine, scenario, result, ceiling.requestsPerSecond),
          });
        }
        const middle = median(endpoints.map((endpoint) => endpoint.ceiling.requestsPerSecond));
        const ceiling = endpoints.find((e) => e.ceiling.requestsPerSecond === middle)!.ceiling;
        return { engine: database.engine, dataSet: options.size, ceiling, endpoints };
      } finally {
        await ceilingServer.stop();
      }
    },
  });
}
