import { asc, eq } from 'drizzle-orm';
import type { FamilyPapersDto } from '../../../domain/family-papers/dtos.ts';
import { roomLeft, takesPapers } from '../../../domain/family-papers/papers.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { findEntryByToken } from '../waiting-list/find-entry-by-token.ts';
import { familyPapers } from './family-papers.table.ts';
import { paperFacts, toFamilyPaperDto, type PaperFacts } from './paper-dto.ts';

/** An entry's papers, oldest first, without their bytes. */
export const papersOfEntry = (db: Database | Transaction, entryId: string): Promise<PaperFacts[]> =>
  db
    .select(paperFacts)
    .from(familyPapers)
    .where(eq(familyPapers.entryId, entryId))
    .orderBy(asc(familyPapers.uploadedAt), asc(familyPapers.id));

/** What an entry's papers take up: their number and bytes. */
export const usageOf = (papers: PaperFacts[]) => ({
  files: papers.length,
  bytes: papers.reduce((sum, paper) => sum + paper.size, 0),
});

/** GET /api/waiting-list/status/:token/papers: what the family sent, and the room left. */
export async function listFamilyPapers(options: {
  db: Database;
  token: string;
}): Promise<FamilyPapersDto> {
  const entry = await findEntryByToken(options.db, options.token);
  const papers = await papersOfEntry(options.db, entry.id);
  return {
    papers: papers.map(toFamilyPaperDto),
    isOpen: takesPapers(entry.status),
    room: roomLeft(usageOf(papers)),
  };
}
