import { useId } from 'react';
import * as englishCharts from '../../../domain/content/charts.ts';
import type { ChartData } from '../../../domain/content/charts.ts';
import type { ChartsContent } from '../../../domain/content/modules.ts';
import { CELL, HEAD_CELL, ROW_HEAD_CELL, TableRegion } from './table-region.tsx';

/*
 * Layout in em, so the chart grows with the reader's text size (reading preferences). Bars and
 * their tracks have round ends (radius: half the bar), the calm shape of the progress bars.
 */
const LINE = 1.5;
const BAR = 1.25;
const GAP = 1.25;

/**
 * Characters per line. A phone chart is about 250px wide inside its frame: 20 characters fit
 * even in the larger text size with the wide OpenDyslexic font. From 640px there is room for 40.
 */
const NARROW_LINE = 20;
const WIDE_LINE = 40;

type Row = {
  top: number;
  label: readonly string[];
  value: readonly string[];
  barTop: number;
  width: string;
};

function layoutRows(
  chart: ChartData,
  charts: ChartsContent,
  maxCharacters: number,
): { rows: Row[]; height: number } {
  const { chartLabelLines, chartValueLine } = charts;
  let top = 0;
  const rows = chart.bars.map((bar) => {
    const label = chartLabelLines(bar.label, maxCharacters);
    const value = chartLabelLines(chartValueLine(bar), maxCharacters);
    const barTop = top + (label.length + value.length) * LINE + 0.25;
    const share = Math.max((bar.value / chart.scaleMaximum) * 100, 0.5);
    const row = { top, label, value, barTop, width: `${share.toFixed(2)}%` };
    top = barTop + BAR + GAP;
    return row;
  });
  return { rows, height: top - GAP + 0.25 };
}

interface ChartSvgProps {
  chart: ChartData;
  charts: ChartsContent;
  captionId: string;
  maxCharacters: number;
  className: string;
}

function ChartSvg({ chart, charts, captionId, maxCharacters, className }: ChartSvgProps) {
  const { rows, height } = layoutRows(chart, charts, maxCharacters);
  const lineY = (row: Row, line: number) => `${row.top + (line + 1) * LINE - 0.4}em`;

  return (
    <svg
      role="img"
      aria-labelledby={captionId}
      width="100%"
      height={`${height}em`}
      className={`mt-4 text-base text-ink ${className}`}
    >
      {rows.map((row, index) => (
        <g key={chart.bars[index]!.label}>
          <text className="fill-current font-semibold">
            {row.label.map((line, lineIndex) => (
              <tspan key={`${lineIndex}-${line}`} x="0" y={lineY(row, lineIndex)}>
                {line}
              </tspan>
            ))}
          </text>
          <text className="fill-current">
            {row.value.map((line, lineIndex) => (
              <tspan
                key={`${lineIndex}-${line}`}
                x="0"
                y={lineY(row, row.label.length + lineIndex)}
              >
                {line}
              </tspan>
            ))}
          </text>
          {chart.isPartOfWhole ? (
            <rect
              x="1"
              y={`${row.barTop}em`}
              width="99%"
              height={`${BAR}em`}
              rx={`${BAR / 2}em`}
              strokeWidth="1.5"
              className="fill-muted stroke-line-strong"
            />
          ) : null}
          <rect
            x="1"
            y={`${row.barTop}em`}
            width={row.width}
            height={`${BAR}em`}
            rx={`${BAR / 2}em`}
            className="fill-brand"
          />
        </g>
      ))}
    </svg>
  );
}

/**
 * A horizontal bar chart in hand-written SVG. Every bar carries its own words and figure
 * (direct labels), so neither colour nor length has to be read alone; the bar colour keeps 3:1
 * against the page in every theme. Screen readers get the caption as the image's name and the
 * same numbers as a real table just below. SVG text cannot wrap, so the chart is drawn for
 * narrow and for wide screens; CSS shows one (display: none hides the other from everyone).
 *
 * `charts` holds the chart's own words in the page's language; the admin pages (CRM dashboard,
 * waiting list) stay English and leave it out (ADR 012).
 */
export function BarChart({
  chart,
  charts = englishCharts,
}: {
  chart: ChartData;
  charts?: ChartsContent;
}) {
  const captionId = useId();

  return (
    <figure className="max-w-3xl rounded-lg border border-line bg-surface p-4 shadow-sm sm:p-6">
      <figcaption id={captionId}>
        <span className="block text-xl font-semibold text-ink">{chart.title}</span>
        <span className="mt-1 block max-w-prose text-ink-muted">{chart.summary}</span>
      </figcaption>
      <ChartSvg
        chart={chart}
        charts={charts}
        captionId={captionId}
        maxCharacters={NARROW_LINE}
        className="block sm:hidden"
      />
      <ChartSvg
        chart={chart}
        charts={charts}
        captionId={captionId}
        maxCharacters={WIDE_LINE}
        className="hidden sm:block"
      />
      <ChartTable chart={chart} charts={charts} />
    </figure>
  );
}

/** The numbers of the chart as a table, behind a native disclosure (works without script). */
function ChartTable({ chart, charts }: { chart: ChartData; charts: ChartsContent }) {
  const { headers } = chart;
  return (
    <details className="mt-4">
      <summary className="inline-flex min-h-11 items-center rounded-md font-semibold text-brand-ink underline underline-offset-4">
        {charts.CHART_TABLE_LABEL}
      </summary>
      <div className="mt-2">
        <TableRegion caption={chart.title}>
          <thead>
            <tr>
              <th scope="col" className={HEAD_CELL}>
                {headers.label}
              </th>
              {headers.note ? (
                <th scope="col" className={HEAD_CELL}>
                  {headers.note}
                </th>
              ) : null}
              <th scope="col" className={HEAD_CELL}>
                {headers.value}
              </th>
              {headers.share ? (
                <th scope="col" className={HEAD_CELL}>
                  {headers.share}
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {chart.bars.map((bar) => (
              <tr key={bar.label}>
                <th scope="row" className={ROW_HEAD_CELL}>
                  {bar.label}
                </th>
                {headers.note ? <td className={CELL}>{bar.note}</td> : null}
                <td className={CELL}>{bar.valueText}</td>
                {headers.share ? <td className={CELL}>{bar.shareText}</td> : null}
              </tr>
            ))}
          </tbody>
        </TableRegion>
      </div>
    </details>
  );
}
