import type {
  WaitingListEntryDto,
  WaitingListRankingDto,
  WaitingListStatusDto,
} from '../../../domain/waiting-list/dtos.ts';
import type { WaitingListEntry } from './waiting-list.table.ts';

/** Staff view. The IP address and the status token's hash stay in the database. */
export const toWaitingListEntryDto = (
  row: WaitingListEntry,
  position: number | null,
): WaitingListEntryDto => ({
  id: row.id,
  campus: row.campus,
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  phone: row.phone,
  parentGuardianName: row.parentGuardianName,
  emergencyContact: row.emergencyContact,
  gradeLevel: row.gradeLevel,
  programInterest: row.programInterest,
  enrollmentPreference: row.enrollmentPreference,
  heardAboutUs: row.heardAboutUs,
  studentNeeds: row.studentNeeds,
  additionalInfo: row.additionalInfo,
  status: row.status,
  priority: row.priority,
  staffNotes: row.staffNotes,
  language: row.language,
  position: row.status === 'active' ? position : null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * The family's status page: only what they need, the place only while they are waiting, and the
 * day we will have contacted them by only while they are invited.
 */
export const toWaitingListStatusDto = (
  row: WaitingListEntry,
  facts: { ranking: WaitingListRankingDto | null; contactBy: string | null },
): WaitingListStatusDto => ({
  campus: row.campus,
  studentFirstName: row.firstName,
  status: row.status,
  submittedAt: row.createdAt.toISOString(),
  ranking: row.status === 'active' ? facts.ranking : null,
  contactBy: row.status === 'invited' ? facts.contactBy : null,
  sent: {
    gradeLevel: row.gradeLevel,
    programInterest: row.programInterest,
    enrollmentPreference: row.enrollmentPreference,
    hasStudentNeeds: Boolean(row.studentNeeds?.trim()),
  },
});
