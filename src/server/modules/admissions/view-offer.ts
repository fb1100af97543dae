import { eq } from 'drizzle-orm';
import { acceptedCallBy, canAnswer, lastAnswerDay } from '../../../domain/admissions/admissions.ts';
import type { FamilyOfferDto } from '../../../domain/admissions/dtos.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { studentNameOf } from '../waiting-list/family-mail.ts';
import { waitingList } from '../waiting-list/public.ts';
import { seatGroups, type AdmissionOffer, type SeatGroup } from './admissions.table.ts';
import { latestOfferByStatusToken, requireOfferByToken } from './find-offer.ts';

/** What the family's offer page shows: the seat, the deadline, and whether they can answer. */
export async function toFamilyOfferDto(
  db: Database | Transaction,
  offer: AdmissionOffer,
  group: SeatGroup,
  now: Date,
): Promise<FamilyOfferDto> {
  const [entry] = await db.select().from(waitingList).where(eq(waitingList.id, offer.entryId));
  return {
    status: offer.status,
    student: studentNameOf(entry!),
    campus: group.campus,
    gradeOrProgram: group.gradeOrProgram,
    startTerm: group.startTerm,
    deadline: offer.deadline.toISOString(),
    lastAnswerDay: lastAnswerDay(offer.deadline),
    canAnswer: canAnswer(offer, now),
    language: entry!.language,
    callBy:
      offer.status === 'accepted' && offer.answeredAt ? acceptedCallBy(offer.answeredAt) : null,
  };
}

/** GET /api/waiting-list/offers/:token (public): the offer behind the family's link. */
export async function viewOffer(options: {
  db: Database;
  token: string;
  now: Date;
}): Promise<FamilyOfferDto> {
  const offer = await requireOfferByToken(options.db, options.token);
  const [group] = await options.db
    .select()
    .from(seatGroups)
    .where(eq(seatGroups.id, offer.seatGroupId));
  return toFamilyOfferDto(options.db, offer, group!, options.now);
}

/** GET /api/waiting-list/status/:token/offer (public): the newest offer, for the status page. */
export async function viewOfferOfStatusLink(options: {
  db: Database;
  token: string;
  now: Date;
}): Promise<{ offer: FamilyOfferDto | null }> {
  const offer = await latestOfferByStatusToken(options.db, options.token);
  if (!offer) return { offer: null };
  const [group] = await options.db
    .select()
    .from(seatGroups)
    .where(eq(seatGroups.id, offer.seatGroupId));
  return { offer: await toFamilyOfferDto(options.db, offer, group!, options.now) };
}
