/** Data and words shared by every chart on the public site (features/public-site/bar-chart.tsx). */

/** One bar: what it is, its number, and the number as the page writes it. */
export type ChartBar = {
  label: string;
  /** What the figure is of, where the label alone does not say ("ADHD in children"). */
  note?: string;
  value: number;
  valueText: string;
  /** Its share of the whole, where the bars are parts of one whole ("60%"). */
  shareText?: string;
};

export type ChartData = {
  title: string;
  /** One or two plain sentences that say what the chart shows, read before the bars. */
  summary: string;
  /** Column headings of the table alternative; note and share only where the bars have them. */
  headers: { label: string; note?: string; value: string; share?: string };
  /** The value a full-width bar stands for (the whole goal, or the largest value). */
  scaleMaximum: number;
  /** Draw the full width as an outlined track: the bars are parts of one whole. */
  isPartOfWhole: boolean;
  bars: readonly ChartBar[];
};

export const CHART_TABLE_LABEL = 'Show the numbers as a table';

/** The words under a bar's label in the chart: "ADHD in children: 11.4%", "$45M (60%)". */
export function chartValueLine(bar: ChartBar): string {
  if (bar.note) return `${bar.note}: ${bar.valueText}`;
  return bar.shareText ? `${bar.valueText} (${bar.shareText})` : bar.valueText;
}

/**
 * SVG text does not wrap, so each bar's label is split into lines of at most `maxCharacters`
 * (words are never cut). The chart draws itself twice with different limits and shows the one
 * that fits the screen (features/public-site/bar-chart.tsx).
 */
export function chartLabelLines(text: string, maxCharacters: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + 1 + word.length <= maxCharacters) {
      lines[lines.length - 1] = `${last} ${word}`;
    } else {
      lines.push(word);
    }
  }
  return lines;
}
