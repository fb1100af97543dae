import { asc, eq } from 'drizzle-orm';
import { formatDateTime } from '../../../domain/common/date-format.ts';
import { ORGANISATION_TIME_ZONE } from '../../../domain/common/organisation.ts';
import { PAPER_KIND_LABELS } from '../../../domain/family-papers/papers.ts';
import { todayItemKey, type TodayItemDto } from '../../../domain/today/today-items.ts';
import { familyName } from '../../../domain/waiting-list/family-name.ts';
import type { Database } from '../../db/client.ts';
import { waitingList } from '../waiting-list/public.ts';
import { familyPapers } from './family-papers.table.ts';
import { paperNotReviewed } from './paper-counts.ts';

/**
 * The "paper-to-review" items of the Today page (ADR 053) and family papers' own list of them
 * (GET /api/family-papers/to-review): every paper a family sent that staff have not marked read,
 * oldest first, on the same condition as the entry's counts (paper-counts.ts), so they agree.
 * Names and kinds only, never the file.
 */
export async function papersToReview(options: {
  db: Database;
  now: Date;
  /** The organisation's time zone for the wording; America/Chicago without it. */
  config?: { organisation: { timeZone: string } };
}): Promise<TodayItemDto[]> {
  const timeZone = options.config?.organisation.timeZone ?? ORGANISATION_TIME_ZONE;
  const rows = await options.db
    .select({
      id: familyPapers.id,
      kind: familyPapers.kind,
      filename: familyPapers.filename,
      uploadedAt: familyPapers.uploadedAt,
      entry: {
        id: waitingList.id,
        firstName: waitingList.firstName,
        lastName: waitingList.lastName,
        parentGuardianName: waitingList.parentGuardianName,
      },
    })
    .from(familyPapers)
    .innerJoin(waitingList, eq(waitingList.id, familyPapers.entryId))
    .where(paperNotReviewed)
    .orderBy(asc(familyPapers.uploadedAt), asc(familyPapers.id));
  return rows.map((paper) => ({
    key: todayItemKey('paper-to-review', paper.id, 'received'),
    kind: 'paper-to-review',
    targetId: paper.id,
    title: `${familyName(paper.entry)} — ${PAPER_KIND_LABELS.en[paper.kind]} (${paper.filename})`,
    detail: `Sent ${formatDateTime(paper.uploadedAt, timeZone)}`,
    since: paper.uploadedAt.toISOString(),
    // The entry page scrolls its papers into view for #papers (entry-papers.tsx).
    href: `/admin/waiting-list/${paper.entry.id}#papers`,
    reply: null,
  }));
}
