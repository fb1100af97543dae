import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { EndpointReport, EngineReport } from './engine-suite.ts';
import type { GrowthReport } from './growth.ts';

/** A Markdown table with padded columns: readable in a terminal, pasteable into the README. */
export function markdownTable(headers: string[], rows: string[][], rightAligned: number[]): string {
  const widths = headers.map((header, column) =>
    Math.max(header.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const pad = (cells: string[]) =>
    `| ${cells
      .map((cell, column) =>
        rightAligned.includes(column)
          ? cell.padStart(widths[column]!)
          : cell.padEnd(widths[column]!),
      )
      .join(' | ')} |`;
  const rule = `| ${widths
    .map((width, column) =>
      rightAligned.includes(column) ? `${'-'.repeat(width - 1)}:` : '-'.repeat(width),
    )
    .join(' | ')} |`;
  return [pad(headers), rule, ...rows.map(pad)].join('\n');
}

const ms = (value: number) => value.toFixed(value < 10 ? 1 : 0);
const whole = (value: number) => Math.round(value).toLocaleString('en');
const percent = (value: number) => `${(value * 100).toFixed(1)} %`;

/**
 * One row per endpoint; "of ceiling" divides by the run's median ceiling, "of floor" by the
 * floor's req/s in the same run; the "ceiling req/s" column is the one measured just before it.
 */
export function engineTable(report: EngineReport): string {
  const { ceiling } = report;
  const verdictText = ({ met, misses }: EndpointReport['verdict']) =>
    met === null ? '— (no target)' : met ? 'yes' : `NO: ${misses.join(', ')}`;
  const rows = [
    [
      'node:http ceiling (median)',
      whole(ceiling.requestsPerSecond),
      ms(ceiling.p50Ms),
      ms(ceiling.p99Ms),
      whole(ceiling.requestsPerSecond),
      '100 %',
      '—',
      '—',
    ],
    ...report.endpoints.map((endpoint) => [
      endpoint.name,
      whole(endpoint.result.requestsPerSecond),
      ms(endpoint.result.p50Ms),
      ms(endpoint.result.p99Ms),
      whole(endpoint.ceiling.requestsPerSecond),
      percent(endpoint.shareOfCeiling),
      endpoint.kind === 'reference' ? '100 %' : percent(endpoint.shareOfFloor),
      verdictText(endpoint.verdict),
    ]),
  ];
  const { lowest, highest } = report.ceilingRange;
  const table = markdownTable(
    [
      'Endpoint',
      'req/s',
      'p50 ms',
      'p99 ms',
      'ceiling req/s',
      'of ceiling',
      'of floor',
      'Target met?',
    ],
    rows,
    [1, 2, 3, 4, 5, 6],
  );
  return `${table}\n\nThe ceiling moved between ${whole(lowest)} and ${whole(highest)} req/s in this run (${percent(
    (highest - lowest) / ceiling.requestsPerSecond,
  )} of its median).`;
}

/**
 * Several builds' tables of one engine side by side: req/s · p99 ms, each endpoint's share of its
 * own run's floor, and req/s as a multiple of the first build's. A first row gives each run's
 * median ceiling and how far it moved.
 */
export function comparisonTable(runs: { label: string; report: EngineReport }[]): string {
  const first = runs[0]!.report;
  const floorOf = (report: EngineReport) =>
    report.endpoints.find((endpoint) => endpoint.kind === 'reference');
  const ceilingRow = [
    'node:http ceiling: median (lowest–highest)',
    ...runs.map(({ report }) => {
      const { lowest, highest } = report.ceilingRange;
      return `${whole(report.ceiling.requestsPerSecond)} (${whole(lowest)}–${whole(highest)})`;
    }),
  ];
  const rows = first.endpoints.map((endpoint) => [
    endpoint.name,
    ...runs.map(({ report }) => {
      const same = report.endpoints.find((other) => other.name === endpoint.name);
      if (!same) return '—';
      const floor = floorOf(report);
      const ofFloor =
        same.kind === 'reference' || !floor ? '' : `, ${percent(same.shareOfFloor)} of floor`;
      const cell = `${whole(same.result.requestsPerSecond)} · ${ms(same.result.p99Ms)}${ofFloor}`;
      if (report === first) return cell;
      const factor = same.result.requestsPerSecond / endpoint.result.requestsPerSecond;
      return `${cell} (${factor.toFixed(2)}×)`;
    }),
  ]);
  return markdownTable(
    ['Endpoint', ...runs.map((run) => run.label)],
    [ceilingRow, ...rows],
    runs.map((_run, index) => index + 1),
  );
}

export function growthTable(report: GrowthReport): string {
  const labels = report.scales.map(
    (scale) => `${scale.factor}× (${whole(scale.documents)} docs) req/s · p50`,
  );
  const rows = report.endpoints.map(({ name, perScale, costGrowth, isFlat }) => [
    name,
    ...perScale.map((result) => `${whole(result.requestsPerSecond)} · ${ms(result.p50Ms)} ms`),
    `${costGrowth.toFixed(2)}×`,
    isFlat ? 'yes' : 'NO',
  ]);
  return markdownTable(
    ['Endpoint', ...labels, `cost ${report.scales.at(-1)!.factor}× / 1×`, 'Flat?'],
    rows,
    labels.map((_label, index) => index + 1).concat(labels.length + 1),
  );
}

export function writeResults(file: string, results: unknown): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
}
