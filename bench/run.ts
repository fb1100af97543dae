// `npm run bench`: load benchmarks of the real, compiled server (docs/performance.md). Generates
// a large data set into fresh databases, drives the API with autocannon next to a bare node:http
// ceiling, prints one table per engine and the growth table, and writes bench/results/latest.json.
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import {
  createPgliteDatabase,
  createPostgresDatabase,
  findPostgres,
  type Engine,
} from './databases.ts';
import { runEngineSuite, type EngineReport } from './engine-suite.ts';
import { ENROLLMENT_DAY_DATA_SET, FULL_DATA_SET, type DataSetSize } from './generate-data.ts';
import { GROWTH_ROUNDS, runGrowth, type GrowthReport } from './growth.ts';
import type { LoadSettings } from './load.ts';
import { comparisonTable, engineTable, growthTable, writeResults } from './report.ts';
import { ensureServerBuild } from './server-build.ts';
import { TARGETS } from './targets.ts';

const USAGE = `Usage: npm run bench -- [options]

Load benchmarks of the compiled server: one table per engine, then the growth table; the results
are also written as JSON.

  --growth               only the growth table (1×, 10×, 100×), written to results/growth.json
  --skip-growth          only the engine tables
  --engine <name>        postgres or pglite only
  --duration <seconds>   measured seconds per endpoint (default 10)
  --only <names>         only the endpoints whose name holds one of these (comma-separated)
  --server <main.js>     measure this compiled server instead of building the current sources
  --baseline <main.js>   also measure this compiled server (e.g. an older commit's build) in the
                         same run, on its own fresh database, and print both side by side
  --out <file>           where to write the JSON (default bench/results/latest.json, or
                         growth.json with --growth)
  -h, --help             this text

PostgreSQL runs when BENCH_DATABASE_URL, or postgres://postgres@127.0.0.1:5432/postgres, answers;
otherwise only PGlite runs.`;

function readArgs() {
  try {
    return parseArgs({
      options: {
        help: { type: 'boolean', short: 'h', default: false },
        growth: { type: 'boolean', default: false },
        'skip-growth': { type: 'boolean', default: false },
        engine: { type: 'string' },
        duration: { type: 'string', default: '10' },
        server: { type: 'string' },
        baseline: { type: 'string' },
        out: { type: 'string' },
        only: { type: 'string' },
      },
    }).values;
  } catch (error) {
    // An unknown or incomplete option: say which, and how the command is used.
    return usageError(error instanceof Error ? error.message : String(error));
  }
}

const args = readArgs();
if (args.help) {
  console.log(USAGE);
  process.exit(0);
}

const ENGINES: Engine[] = ['postgres', 'pglite'];
/** PostgreSQL is measured at scale; the embedded engine as the one school it is for (ADR 040). */
const DATA_SETS: Record<Engine, DataSetSize> = {
  postgres: FULL_DATA_SET,
  pglite: ENROLLMENT_DAY_DATA_SET,
};
const ENGINE_NAMES: Record<Engine, string> = { postgres: 'PostgreSQL', pglite: 'PGlite' };
function usageError(message: string): never {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(1);
}
if (args.engine && !ENGINES.includes(args.engine as Engine)) {
  usageError(`--engine must be one of ${ENGINES.join(', ')}`);
}
const durationSeconds = Number(args.duration);
if (!(durationSeconds >= 1)) usageError('--duration must be a number of seconds, at least 1');

const CONNECTIONS = 50;
const settings: LoadSettings = { connections: CONNECTIONS, durationSeconds, warmupSeconds: 2 };
// Growth compares three sizes with each other, not with the targets: short runs, taken in turns
// GROWTH_ROUNDS times (growth.ts), are enough.
const growthSettings: LoadSettings = {
  connections: CONNECTIONS,
  durationSeconds: 2,
  warmupSeconds: 1,
};

const log = (line: string) => console.error(line);
const resultsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results');

async function main(): Promise<void> {
  const startedAt = Date.now();
  const serverEntry = args.server ? path.resolve(args.server) : ensureServerBuild(log);
  const postgresUrl = await findPostgres();
  if (!postgresUrl) log('PostgreSQL is not reachable: only PGlite runs.');

  const engines = ENGINES.filter(
    (engine) => (!args.engine || args.engine === engine) && (engine === 'pglite' || postgresUrl),
  );
  if (engines.length === 0) throw new Error('PostgreSQL was asked for but is not reachable.');
  const createDatabase = (engine: Engine) => async (label: string) =>
    engine === 'postgres' ? createPostgresDatabase(postgresUrl!, label) : createPgliteDatabase();

  const builds = [
    { label: args.server ? 'measured build' : 'this build', entry: serverEntry },
    ...(args.baseline ? [{ label: 'baseline', entry: path.resolve(args.baseline) }] : []),
  ];
  const reports: (EngineReport & { build: string })[] = [];
  if (!args.growth) {
    for (const engine of engines) {
      for (const build of builds) {
        log(
          `\n${engine}, ${build.label}: ${CONNECTIONS} connections, ${settings.durationSeconds} s per endpoint after a ${settings.warmupSeconds} s warm-up`,
        );
        const report = await runEngineSuite({
          database: await createDatabase(engine)(build.label === 'baseline' ? 'base' : 'main'),
          size: DATA_SETS[engine],
          serverEntry: build.entry,
          settings,
          log,
          only: args.only?.split(',').map((part) => part.trim()),
        });
        reports.push({ ...report, build: build.label });
      }
    }
  }

  let growth: GrowthReport | undefined;
  if (args.growth || !args['skip-growth']) {
    // The production engine when there is one: growth is about query plans, not the engine.
    const engine = engines[0]!;
    log(
      `\nGrowth on ${engine}: ${GROWTH_ROUNDS} × ${growthSettings.durationSeconds} s per endpoint and size`,
    );
    growth = await runGrowth({
      createDatabase: createDatabase(engine),
      engine,
      serverEntry,
      settings: growthSettings,
      log,
    });
  }

  for (const report of reports) {
    const { documents, waitingList } = report.dataSet;
    console.log(
      `\n### ${ENGINE_NAMES[report.engine]}, ${report.build} (${documents.toLocaleString('en')} documents, ${waitingList.toLocaleString('en')} families waiting)\n`,
    );
    console.log(engineTable(report));
  }
  if (builds.length > 1) {
    for (const engine of engines) {
      console.log(`\n### ${ENGINE_NAMES[engine]}: req/s · p99 ms, side by side\n`);
      console.log(
        comparisonTable(
          builds.map((build) => ({
            label: build.label,
            report: reports.find(
              (report) => report.engine === engine && report.build === build.label,
            )!,
          })),
        ),
      );
    }
  }
  if (growth) {
    console.log(`\n### Growth (${ENGINE_NAMES[growth.engine]})\n`);
    console.log(growthTable(growth));
  }
  const elapsedSeconds = Math.round((Date.now() - startedAt) / 1000);
  console.log(`\nFinished in ${elapsedSeconds} s.`);

  const out = args.out ?? path.join(resultsDir, args.growth ? 'growth.json' : 'latest.json');
  writeResults(out, {
    finishedAt: new Date().toISOString(),
    elapsedSeconds,
    serverEntry,
    baseline: args.baseline,
    machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model, node: process.version },
    settings: { main: settings, growth: growthSettings },
    targets: TARGETS,
    dataSets: DATA_SETS,
    engines: reports,
    growth,
  });
}

await main();
