import { median } from './ceiling.ts';
import type { BenchDatabase, Engine } from './databases.ts';
import { scaledDataSet } from './generate-data.ts';
import { measure, type LoadResult, type LoadSettings } from './load.ts';
import { withLoadedServers, type Log } from './loaded-server.ts';
import { scenarios } from './scenarios.ts';

/** 1×, 10× and 100× of a small organisation: 100, 1,000 and 10,000 documents. */
export const GROWTH_FACTORS = [1, 10, 100] as const;
const BASE_DOCUMENTS = 100;
export const GROWTH_ROUNDS = 3;

/**
 * A page of 50 costs the same whatever the table size when every query walks an index; a full
 * scan makes 100× the data cost many times more. 1.3× at 100× leaves room for B-tree depth and
 * the noise of a shared machine (the sizes take turns, so noise hits each alike).
 */
export const MAX_COST_GROWTH = 1.3;

export type GrowthReport = {
  engine: Engine;
  scales: { factor: number; documents: number }[];
  endpoints: {
    name: string;
    /** Per scale, the run with the median req/s of GROWTH_ROUNDS runs. */
    perScale: LoadResult[];
    costGrowth: number;
    isFlat: boolean;
  }[];
};

function medianRun(runs: LoadResult[]): LoadResult {
  const middle = median(runs.map((run) => run.requestsPerSecond));
  return runs.find((run) => run.requestsPerSecond === middle)!;
}

/**
 * The read endpoints on three fresh databases of growing size, served at the same time. The
 * sizes take turns, GROWTH_ROUNDS times per endpoint, and each keeps its median: a change in the
 * machine's load then hits every size alike, not whichever size was being measured at the time.
 */
export async function runGrowth(options: {
  createDatabase: (label: string) => Promise<BenchDatabase>;
  engine: Engine;
  serverEntry: string;
  settings: LoadSettings;
  log: Log;
}): Promise<GrowthReport> {
  const { settings, log } = options;
  const scales = GROWTH_FACTORS.map((factor) => ({ factor, documents: BASE_DOCUMENTS * factor }));
  const databases = [];
  for (const scale of scales) {
    databases.push({
      database: await options.createDatabase(`growth${scale.factor}`),
      size: scaledDataSet(scale.documents),
    });
  }
  const endpoints = await withLoadedServers({
    databases,
    serverEntry: options.serverEntry,
    log,
    body: async (servers) => {
      // Each server has its own session and share link, so its own list of read scenarios.
      const readsOf = servers.map((server) =>
        scenarios(server.context).filter(({ kind }) => kind === 'read'),
      );
      const results: GrowthReport['endpoints'] = [];
      for (const [index, { name }] of readsOf[0]!.entries()) {
        const runs: LoadResult[][] = servers.map(() => []);
        for (let round = 0; round < GROWTH_ROUNDS; round += 1) {
          // Only the first round warms up: the later ones find every server warm.
          const roundSettings = round === 0 ? settings : { ...settings, warmupSeconds: 0 };
          for (const [scale, server] of servers.entries()) {
            const { target } = readsOf[scale]![index]!;
            runs[scale]!.push(await measure(server.baseUrl, target, roundSettings));
          }
        }
        const perScale = runs.map(medianRun);
        // Cost per request is the inverse of throughput at the same concurrency.
        const costGrowth = perScale[0]!.requestsPerSecond / perScale.at(-1)!.requestsPerSecond;
        log(`  ${name}: ${perScale.map((run) => run.requestsPerSecond).join(' / ')} req/s`);
        results.push({ name, perScale, costGrowth, isFlat: costGrowth <= MAX_COST_GROWTH });
      }
      return results;
    },
  });
  return { engine: options.engine, scales, endpoints };
}
