import { sql } from 'drizzle-orm';
import type { ParsedWaitingListInput } from '../../../domain/waiting-list-schemas.ts';
import type { Transaction } from '../../db/client.ts';
import { WAITING_LIST_SUBMISSIONS } from '../rate-limits/public-rate-limits.ts';
import { publicRateLimitHit, refuseOverPublicLimit } from '../rate-limits/rate-limits.service.ts';
import { duplicateEntryId } from './find-duplicate-entry.ts';
import { placeOfNewEntry } from './ranking.ts';

/**
 * What a form needs to know before it writes, read under its campus's lock in one statement (one
 * round trip on the embedded database's one connection, issue 24): it counts the form against its
 * address's hourly limit (a 429 here rolls the count back, and the counter stays at the limit),
 * finds the entry it repeats, if any, and the place a new entry would get.
 */
export async function claimForm(
  tx: Transaction,
  input: ParsedWaitingListInput,
  options: { ipAddress: string; now: Date },
) {
  const { now } = options;
  const hit = tx
    .$with('hit')
    .as(publicRateLimitHit(WAITING_LIST_SUBMISSIONS, { db: tx, key: options.ipAddress, now }));
  const [row] = await tx
    .with(hit)
    .select({
      count: hit.count,
      windowEndsAt: hit.windowEndsAt,
      duplicateId: sql<string | null>`(${duplicateEntryId(tx, input)})`,
      ...placeOfNewEntry(input.campus),
    })
    .from(hit);
  const { count, windowEndsAt, duplicateId, ...ranking } = row!;
  refuseOverPublicLimit(WAITING_LIST_SUBMISSIONS, { count, windowEndsAt }, now);
  return { duplicateId, ranking };
}
