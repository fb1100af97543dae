import { desc, eq } from 'drizzle-orm';
import type { DonorProfileDto } from '../../../domain/crm/donor-dtos.ts';
import { todayIsoDate } from '../../../domain/common/calendar-day.ts';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../http/app-error.ts';
import { selectDonationRows } from './donations/donation-query.ts';
import { pledgePayments, toPledgeDto } from './donations/pledge-progress.ts';
import { toDonationDto, toDonorDto, toInteractionDto } from './donor-dto.ts';
import { donors, interactions } from './donors.table.ts';
import { donations } from './donations/donations.table.ts';
import { listLettersOf } from './stewardship/letter-dto.ts';
import { monthlyGiftsOf } from '../giving/monthly-gifts-of.ts';
import { softCreditsOnGiftsOf } from './soft-credits/soft-credits.service.ts';

/** GET /api/donors/:id: the donor with gifts, pledges and what remains due, contacts, letters. */
export async function getDonorProfile(options: {
  db: Database;
  id: string;
  now: Date;
}): Promise<DonorProfileDto> {
  const { db, id } = options;
  const [donor] = await db.select().from(donors).where(eq(donors.id, id));
  if (!donor) throw notFound('This donor');
  const [gifts, contacts, letters, softCreditsOnGifts] = await Promise.all([
    selectDonationRows(db)
      .where(eq(donations.donorId, id))
      .orderBy(desc(donations.giftDate), desc(donations.createdAt), desc(donations.id)),
    db
      .select()
      .from(interactions)
      .where(eq(interactions.donorId, id))
      .orderBy(
        desc(interactions.interactionDate),
        desc(interactions.createdAt),
        desc(interactions.id),
      ),
    listLettersOf(db, { donorId: id }),
    softCreditsOnGiftsOf(db, id),
  ]);
  const pledges = gifts.filter((gift) => gift.donationType === 'pledge');
  const paid = await pledgePayments(
    db,
    pledges.map((pledge) => pledge.id),
  );
  const today = todayIsoDate(options.now);
  const donationDtos = gifts.filter((gift) => gift.donationType !== 'pledge').map(toDonationDto);
  return {
    ...toDonorDto(donor),
    donations: donationDtos,
    monthlyGifts: await monthlyGiftsOf(db, id, donationDtos, today),
    pledges: pledges.map((pledge) =>
      toPledgeDto(pledge, paid.get(pledge.id)?.completedCents ?? 0, today),
    ),
    interactions: contacts.map(toInteractionDto),
    letters,
    softCreditsOnGifts,
  };
}
