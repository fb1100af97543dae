import type { z } from 'zod';
import { toCsv, type CsvValue } from '../../../domain/common/csv.ts';
import { todayIsoDate } from '../../../domain/common/calendar-day.ts';
import type { WaitingListEntryDto } from '../../../domain/waiting-list/dtos.ts';
import type { waitingListExportQuery } from '../../../domain/waiting-list/schemas.ts';
import type { Database } from '../../db/client.ts';
import { recordExport, type AuditActor } from '../audit/audit.service.ts';
import { selectEntriesWithPositions } from './entries-query.ts';
import { waitingListFilters } from './waiting-list-filters.ts';
import { toWaitingListEntryDto } from './waiting-list-dto.ts';

type Column = keyof WaitingListEntryDto;

/** The DTO's field names as headers: literal, and the same as the API for anyone importing it. */
const COLUMNS: Column[] = [
  'position',
  'campus',
  'status',
  'priority',
  'firstName',
  'lastName',
  'email',
  'phone',
  'parentGuardianName',
  'emergencyContact',
  'gradeLevel',
  'programInterest',
  'enrollmentPreference',
  'heardAboutUs',
  'studentNeeds',
  'additionalInfo',
  'staffNotes',
  'language',
  'createdAt',
  'updatedAt',
  'id',
];

/**
 * GET /api/waiting-list/export.csv (staff): the filtered list in the list's order. The student's
 * needs, the most sensitive field, are only included when the admin ticks the box. Starts with a
 * UTF-8 byte order mark, so spreadsheet programs read accented names correctly. The export is in
 * the owner's audit log with its filters and size; a searched name only as "searched".
 */
export async function exportWaitingListCsv(options: {
  db: Database;
  query: z.output<typeof waitingListExportQuery>;
  actor: AuditActor;
  now: Date;
}): Promise<{ filename: string; csv: string }> {
  const { db, query } = options;
  const columns = query.includeStudentNeeds
    ? COLUMNS
    : COLUMNS.filter((column) => column !== 'studentNeeds');
  const rows = await selectEntriesWithPositions(db, waitingListFilters(query));
  const lines: CsvValue[][] = rows.map((row) => {
    const entry = toWaitingListEntryDto(row.entry, row.position);
    return columns.map((column) => entry[column]);
  });
  const { search, ...filters } = query;
  await recordExport({
    db,
    actor: options.actor,
    entity: 'waiting_list',
    format: 'csv',
    rows: lines.length,
    details: { ...filters, ...(search ? { searched: true } : {}) },
    at: options.now,
  });
  return {
    filename: `waiting-list-${todayIsoDate(options.now)}.csv`,
    csv: `\uFEFF${toCsv([columns, ...lines])}`,
  };
}
