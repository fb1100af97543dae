// `npm run bench`: load benchmarks of the real, compiled server (issue 10). Generates a large data
// set into fresh databases, drives the API with autocannon next to a bare node:http ceiling, prints
// one table per engine and the growth table, and writes bench/results/latest.json.
//   --growth               only the growth table (1×, 10×, 100×), written to results/growth.json
//   --skip-growth          only the engine tables
//   --engine <name>        postgres or pglite only
//   --duration <seconds>   measured seconds per endpoint (default 10)
//   --server <main.js>     measure this compiled server instead of building the current sources,
//                          e.g. a build of an older commit for before/after numbers
//   --out <file>           where to write the JSON (default bench/results/latest.json, or
//                          growth.json with --growth)
// PostgreSQL runs when BENCH_DATABASE_URL, or postgres://postgres@127.0.0.1:5432/postgres, answers.
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
import { FULL_DATA_SET } from './generate-data.ts';
import { GROWTH_ROUNDS, runGrowth, type GrowthReport } from './growth.ts';
import type { LoadSettings } from './load.ts';
import { engineTable, growthTable, writeResults } from './report.ts';
import { ensureServerBuild } from './server-build.ts';
import { TARGETS } from './targets.ts';

const { values: args } = parseArgs({
  options: {
    growth: { type: 'boolean', default: false },
    'skip-growth': { type: 'boolean', default: false },
    engine: { type: 'string' },
    duration: { type: 'string', default: '10' },
    server: { type: 'string' },
    out: { type: 'string' },
    only: { type: 'string' },
  },
});

const ENGINES: Engine[] = ['postgres', 'pglite'];
const ENGINE_NAMES: Record<Engine, string> = { postgres: 'PostgreSQL', pglite: 'PGlite' };
if (args.engine && !ENGINES.includes(args.engine as Engine)) {
  throw new Error(`--engine must be one of ${ENGINES.join(', ')}`);
}
const durationSeconds = Number(args.duration);
if (!(durationSeconds >= 1)) throw new Error('--duration must be a number of seconds, at least 1');

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

  const reports: EngineReport[] = [];
  if (!args.growth) {
    for (const engine of engines) {
      log(
        `\n${engine}: ${CONNECTIONS} connections, ${settings.durationSeconds} s per endpoint after a ${settings.warmupSeconds} s warm-up`,
      );
      reports.push(
        await runEngineSuite({
          database: await createDatabase(engine)('main'),
          size: FULL_DATA_SET,
          serverEntry,
          settings,
          log,
          only: args.only?.split(',').map((part) => part.trim()),
        }),
      );
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
    const documents = FULL_DATA_SET.documents.toLocaleString('en');
    console.log(`\n### ${ENGINE_NAMES[report.engine]} (${documents} documents)\n`);
    console.log(engineTable(report));
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
    machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model, node: process.version },
    settings: { main: settings, growth: growthSettings },
    targets: TARGETS,
    dataSet: FULL_DATA_SET,
    engines: reports,
    growth,
  });
}

await main();
