import { sql } from 'drizzle-orm';
import type { Locale } from '../../../domain/common/i18n.ts';
import { todayIsoDate } from '../../../domain/common/calendar-day.ts';
import type { Transaction } from '../../db/client.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { findDonorByEmail } from '../donors/donor-email.ts';
import { newDonorStatus } from '../donors/donor-status.ts';
import { donors } from '../donors/public.ts';
import { GIVE_PAGE_ACTOR } from './give-page-actor.ts';
import type { OnlineGift } from './giving.table.ts';

/** What the CRM's "Source" says of a donor who first arrived through the give page. */
export const GIVE_PAGE_DONOR_SOURCE = 'Give page';

/** The donor a gift was matched to, and the language of every mail and letter to them. */
export type MatchedDonor = { id: string; language: Locale };

/**
 * The donor an online gift belongs to: the one with its email address (any case), or a new one
 * from the form. Under a lock on the address, so two instances recording two gifts of a new
 * donor at once create one donor (the unique index would refuse the second anyway, but as an
 * error instead of a match).
 *
 * A new donor's mail and letters are in the language of the give page they used. A donor we
 * know keeps their language whichever page they give from: it is a setting staff can see and
 * change, possibly at the donor's request, and the English page is where every visitor lands
 * before choosing, so giving there is no sign of a choice. Only staff switch it.
 */
export async function matchOrCreateDonor(
  tx: Transaction,
  gift: OnlineGift,
  now: Date,
): Promise<MatchedDonor> {
  const address = gift.email.toLowerCase();
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`donor-email:${address}`}))`);
  const existing = await findDonorByEmail(tx, gift.email);
  if (existing) return { id: existing.id, language: existing.language };
  const [row] = await tx
    .insert(donors)
    .values({
      firstName: gift.firstName,
      lastName: gift.lastName,
      email: gift.email,
      donorType: 'individual',
      interests: gift.designation ? [gift.designation] : [],
      address: gift.address,
      city: gift.city,
      state: gift.state,
      zipCode: gift.zipCode,
      language: gift.language,
      source: GIVE_PAGE_DONOR_SOURCE,
      ...newDonorStatus('prospect', todayIsoDate(now)),
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: donors.id, language: donors.language });
  await recordAudit({
    db: tx,
    actor: GIVE_PAGE_ACTOR,
    action: 'create',
    entity: 'donor',
    entityId: row!.id,
    details: { source: GIVE_PAGE_DONOR_SOURCE },
    at: now,
  });
  return row!;
}
