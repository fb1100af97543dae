import type { SeatGroupDto } from '../../../domain/admissions/dtos.ts';
import {
  GRADE_LEVEL_LABELS,
  PROGRAM_INTEREST_LABELS,
} from '../../../domain/content/waiting-list-options.ts';
import { termLabel } from '../../../domain/start-terms/labels.ts';
import { CAMPUS_NAMES, type Campus } from '../../../domain/waiting-list/waiting-list.ts';

/** The grades of the K-12 Campus or the programs of the Bridge Campus, as [value, label]. */
export const placeChoices = (campus: Campus): [string, string][] =>
  Object.entries(campus === 'k12' ? GRADE_LEVEL_LABELS : PROGRAM_INTEREST_LABELS);

export const placeLabel = (group: Pick<SeatGroupDto, 'campus' | 'gradeOrProgram'>) =>
  (Object.fromEntries(placeChoices(group.campus)) as Record<string, string>)[
    group.gradeOrProgram
  ] ?? group.gradeOrProgram;

/** "K-12 Campus · 3rd grade · Fall 2027": one seat group in words. */
export const seatGroupTitle = (group: SeatGroupDto) =>
  `${CAMPUS_NAMES[group.campus]} · ${placeLabel(group)} · ${termLabel(group.startTerm)}`;
