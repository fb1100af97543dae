// `npx tsx bench/compare.ts <label>=<results.json> ...`: the engine tables of saved bench runs
// side by side (req/s · p99 ms, share of floor, × the first run), with each run's median ceiling.
// One run with `--baseline` gives the same table without saving files.
import { readFileSync } from 'node:fs';
import type { EngineReport } from './engine-suite.ts';
import { comparisonTable } from './report.ts';

const runs = process.argv.slice(2).map((argument) => {
  const [label, file] = argument.includes('=') ? argument.split('=', 2) : [argument, argument];
  const engines: EngineReport[] = JSON.parse(readFileSync(file!, 'utf8')).engines;
  return { label: label!, engines };
});
if (runs.length === 0) {
  console.error('Usage: npx tsx bench/compare.ts before=a.json after=b.json ...');
  process.exit(1);
}

for (const engine of ['postgres', 'pglite'] as const) {
  const reports = runs.map((run) => ({
    label: run.label,
    report: run.engines.find((report) => report.engine === engine),
  }));
  if (reports.some((run) => !run.report)) continue;
  console.log(`\n### ${engine}: req/s · p99 ms (× the first run)\n`);
  console.log(comparisonTable(reports.map((run) => ({ label: run.label, report: run.report! }))));
}
