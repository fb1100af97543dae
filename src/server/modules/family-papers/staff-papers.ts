import { and, asc, eq } from 'drizzle-orm';
import type { StaffPaperDto } from '../../../domain/family-papers/dtos.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { notFound } from '../../http/app-error.ts';
import { users } from '../auth/auth.table.ts';
import { entryNotFound } from '../waiting-list/get-entry.ts';
import { waitingList } from '../waiting-list/public.ts';
import { familyPapers } from './family-papers.table.ts';
import { paperFacts, toStaffPaperDto } from './paper-dto.ts';

export const paperNotFound = () => notFound('This paper');

/** The entry a staff route names, or the 404 of the entry pages. */
export async function requireEntry(db: Database | Transaction, entryId: string, forUpdate = false) {
  const query = db.select().from(waitingList).where(eq(waitingList.id, entryId));
  const [entry] = forUpdate ? await query.for('update') : await query;
  if (!entry) throw entryNotFound();
  return entry;
}

/** One of the entry's papers as staff see it, with who reviewed it. */
export async function staffPapersOf(
  db: Database | Transaction,
  entryId: string,
  paperId?: string,
): Promise<StaffPaperDto[]> {
  const rows = await db
    .select({ paper: paperFacts, reviewerName: users.name })
    .from(familyPapers)
    .leftJoin(users, eq(users.id, familyPapers.reviewedBy))
    .where(
      and(eq(familyPapers.entryId, entryId), paperId ? eq(familyPapers.id, paperId) : undefined),
    )
    .orderBy(asc(familyPapers.uploadedAt), asc(familyPapers.id));
  return rows.map((row) => toStaffPaperDto(row.paper, row.reviewerName));
}

/**
 * GET /api/waiting-list/:id/papers (staff): what the family sent, without the files. Opening a
 * file is audited (open-paper.ts); this list shows names and kinds only, as the entry page does.
 */
export async function listEntryPapers(options: {
  db: Database;
  entryId: string;
}): Promise<StaffPaperDto[]> {
  await requireEntry(options.db, options.entryId);
  return staffPapersOf(options.db, options.entryId);
}
