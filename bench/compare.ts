// `npx tsx bench/compare.ts <label>=<results.json> ...`: the engine tables of several bench runs
// side by side (each cell req/s · p99 ms), for before/after comparisons measured one after the
// other on the same machine (issue 24). Per run it adds the median ceiling with how far the
// ceiling moved, and each endpoint's req/s as a multiple of the first run's.
import { readFileSync } from 'node:fs';
import type { EngineReport } from './engine-suite.ts';
import { markdownTable } from './report.ts';

type Run = { label: string; engines: EngineReport[] };

const runs: Run[] = process.argv.slice(2).map((argument) => {
  const [label, file] = argument.includes('=') ? argument.split('=', 2) : [argument, argument];
  return { label: label!, engines: JSON.parse(readFileSync(file!, 'utf8')).engines };
});
if (runs.length === 0) {
  console.error('Usage: npx tsx bench/compare.ts before=a.json after=b.json ...');
  process.exit(1);
}

const whole = (value: number) => Math.round(value).toLocaleString('en');
const ms = (value: number) => value.toFixed(value < 10 ? 1 : 0);

for (const engine of ['postgres', 'pglite'] as const) {
  const reports = runs.map((run) => run.engines.find((report) => report.engine === engine));
  const first = reports[0];
  if (!first || reports.some((report) => !report)) continue;
  const rows = first.endpoints.map((endpoint) => [
    endpoint.name,
    ...reports.map((report) => {
      const same = report!.endpoints.find((other) => other.name === endpoint.name);
      if (!same) return '—';
      const factor = same.result.requestsPerSecond / endpoint.result.requestsPerSecond;
      const cell = `${whole(same.result.requestsPerSecond)} · ${ms(same.result.p99Ms)}`;
      return report === first ? cell : `${cell} (${factor.toFixed(2)}×)`;
    }),
  ]);
  const ceilingRow = [
    'node:http ceiling: median (lowest–highest)',
    ...reports.map((report) => {
      const ceilings = report!.endpoints.map((endpoint) => endpoint.ceiling.requestsPerSecond);
      return `${whole(report!.ceiling.requestsPerSecond)} (${whole(Math.min(...ceilings))}–${whole(Math.max(...ceilings))})`;
    }),
  ];
  console.log(`\n### ${engine}: req/s · p99 ms (× the first run)\n`);
  console.log(
    markdownTable(
      ['Endpoint', ...runs.map((run) => run.label)],
      [ceilingRow, ...rows],
      runs.map((_run, index) => index + 1),
    ),
  );
}
