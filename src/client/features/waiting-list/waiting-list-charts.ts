import type { ChartBar, ChartData } from '../../../domain/content/charts.ts';
import {
  GRADE_LEVEL_LABELS,
  NOT_GIVEN,
  PROGRAM_INTEREST_LABELS,
} from '../../../domain/content/waiting-list-options.ts';
import type { WaitingListCountsDto } from '../../../domain/waiting-list/dtos.ts';
import { CAMPUS_NAMES } from '../../../domain/waiting-list/waiting-list.ts';

const waiting = (count: number) => `${count} waiting`;

function chart(
  title: string,
  summary: string,
  labelHeader: string,
  bars: ChartBar[],
): ChartData | null {
  if (bars.length === 0) return null;
  return {
    title,
    summary,
    headers: { label: labelHeader, value: 'Waiting' },
    scaleMaximum: Math.max(1, ...bars.map((bar) => bar.value)),
    isPartOfWhole: false,
    bars,
  };
}

/**
 * The staff counts in the shape of the public site's bar charts, which bring
 * direct labels and a table of the same numbers. Only waiting (active) entries are counted.
 */
export function waitingListCharts(counts: WaitingListCountsDto): ChartData[] {
  const charts = [
    chart(
      'Waiting per campus',
      'Families waiting at each campus, out of all applications the campus has received.',
      'Campus',
      counts.byCampus.map((row) => ({
        label: CAMPUS_NAMES[row.campus],
        value: row.active,
        valueText: `${waiting(row.active)} of ${row.total} ${row.total === 1 ? 'application' : 'applications'}`,
      })),
    ),
    chart(
      'Waiting per grade (K-12 Campus)',
      'Students waiting for the K-12 Campus, by the grade they will start in.',
      'Grade',
      counts.byGrade.map((row) => ({
        label: row.gradeLevel
          ? GRADE_LEVEL_LABELS[row.gradeLevel]
          : `Grade ${NOT_GIVEN.toLowerCase()}`,
        value: row.active,
        valueText: waiting(row.active),
      })),
    ),
    chart(
      'Waiting per program (Bridge Campus)',
      'Students waiting for the Bridge Campus, by the program they are interested in.',
      'Program',
      counts.byProgram.map((row) => ({
        label: row.programInterest
          ? PROGRAM_INTEREST_LABELS[row.programInterest]
          : `Program ${NOT_GIVEN.toLowerCase()}`,
        value: row.active,
        valueText: waiting(row.active),
      })),
    ),
  ];
  return charts.filter((item): item is ChartData => item !== null);
}
