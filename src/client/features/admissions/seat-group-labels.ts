import type { SeatGroupDto } from '../../../domain/admissions-schemas.ts';
import {
  GRADE_LEVEL_LABELS,
  PROGRAM_INTEREST_LABELS,
} from '../../../domain/content/waiting-list-options.ts';
import {
  CAMPUS_NAMES,
  ENROLLMENT_PREFERENCE_LABELS,
  type Campus,
} from '../../../domain/waiting-list.ts';

/** The grades of the K-12 Campus or the programs of the Bridge Campus, as [value, label]. */
export const placeChoices = (campus: Campus): [string, string][] =>
  Object.entries(campus === 'k12' ? GRADE_LEVEL_LABELS : PROGRAM_INTEREST_LABELS);

export const placeLabel = (group: Pick<SeatGroupDto, 'campus' | 'gradeOrProgram'>) =>
  (Object.fromEntries(placeChoices(group.campus)) as Record<string, string>)[
    group.gradeOrProgram
  ] ?? group.gradeOrProgram;

/** "K-12 Campus · 3rd grade · Fall 2025": one seat group in words. */
export const seatGroupTitle = (group: SeatGroupDto) =>
  `${CAMPUS_NAMES[group.campus]} · ${placeLabel(group)} · ${ENROLLMENT_PREFERENCE_LABELS[group.startTerm]}`;
