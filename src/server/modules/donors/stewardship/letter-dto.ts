import { desc, eq, getTableColumns } from 'drizzle-orm';
import type { StewardshipLetterDto } from '../../../../domain/crm/donor-dtos.ts';
import type { Database, Transaction } from '../../../db/client.ts';
import { stewardshipLetters, type StewardshipLetter } from './stewardship-letters.table.ts';

/** Every column except the PDF bytes, which only the download reads. */
const { pdf: _pdf, ...letterColumns } = getTableColumns(stewardshipLetters);
type LetterRow = Omit<StewardshipLetter, 'pdf'>;

export const letterPdfUrl = (id: string) => `/api/stewardship-letters/${id}/pdf`;

export const toLetterDto = (row: LetterRow): StewardshipLetterDto => ({
  id: row.id,
  donorId: row.donorId,
  donationId: row.donationId,
  kind: row.kind,
  periodFrom: row.periodFrom,
  periodTo: row.periodTo,
  filename: row.filename,
  outboxMessageId: row.outboxId,
  pdfUrl: letterPdfUrl(row.id),
  createdAt: row.createdAt.toISOString(),
});

/** A donor's letters, newest first. */
export async function listLettersOf(
  db: Database | Transaction,
  options: { donorId: string },
): Promise<StewardshipLetterDto[]> {
  const rows = await db
    .select(letterColumns)
    .from(stewardshipLetters)
    .where(eq(stewardshipLetters.donorId, options.donorId))
    .orderBy(desc(stewardshipLetters.createdAt), desc(stewardshipLetters.id));
  return rows.map(toLetterDto);
}
