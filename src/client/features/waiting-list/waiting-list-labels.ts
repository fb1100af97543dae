import {
  GRADE_LEVEL_LABELS,
  NOT_GIVEN,
  PROGRAM_INTEREST_LABELS,
} from '../../../domain/content/waiting-list-options.ts';
import type { WaitingListEntryDto } from '../../../domain/waiting-list/dtos.ts';
import type { WaitingListStatus } from '../../../domain/waiting-list/waiting-list.ts';
import type { BadgeVariant } from '../../ui/badge.tsx';

/** Staff see the campus by its short name; the long names are for families. */
export const CAMPUS_SHORT_NAMES = { k12: 'K-12', bridge: 'Bridge' } as const;

/** Open applications stand out; closed ones fade. The word itself carries the meaning. */
export const STATUS_BADGES: Record<WaitingListStatus, BadgeVariant> = {
  active: 'default',
  invited: 'success',
  enrolled: 'success',
  withdrawn: 'muted',
  declined: 'muted',
};

/** The grade (K-12) or the program (Bridge), whichever the entry's form asked for. */
export function gradeOrProgram(
  entry: Pick<WaitingListEntryDto, 'campus' | 'gradeLevel' | 'programInterest'>,
): string {
  if (entry.campus === 'k12') {
    return entry.gradeLevel ? GRADE_LEVEL_LABELS[entry.gradeLevel] : NOT_GIVEN;
  }
  return entry.programInterest ? PROGRAM_INTEREST_LABELS[entry.programInterest] : NOT_GIVEN;
}
