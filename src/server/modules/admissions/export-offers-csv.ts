import { asc, eq } from 'drizzle-orm';
import { todayIsoDate } from '../../../domain/common/calendar-day.ts';
import { toCsv, type CsvValue } from '../../../domain/common/csv.ts';
import type { Database } from '../../db/client.ts';
import { recordExport, type AuditActor } from '../audit/audit.service.ts';
import { users } from '../auth/auth.table.ts';
import { waitingList } from '../waiting-list/public.ts';
import { admissionOffers, seatGroups } from './admissions.table.ts';

/** Literal headers, as the API names the fields. */
const COLUMNS = [
  'offerId',
  'entryId',
  'firstName',
  'lastName',
  'email',
  'language',
  'campus',
  'gradeOrProgram',
  'startTerm',
  'status',
  'offeredAt',
  'offeredBy',
  'outOfOrderReason',
  'deadline',
  'remindedAt',
  'closedAt',
  'declineReason',
] as const;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/**
 * GET /api/admissions/offers/export.csv (staff): every offer with each of its steps — made (by
 * whom, or automatically), reminded, and accepted, declined or lapsed, with when — oldest first.
 * Never the student's needs or staff notes. In the owner's audit log with its size.
 */
export async function exportOffersCsv(options: {
  db: Database;
  actor: AuditActor;
  now: Date;
}): Promise<{ filename: string; csv: string }> {
  const { db } = options;
  const rows = await db
    .select({ offer: admissionOffers, entry: waitingList, group: seatGroups, by: users.name })
    .from(admissionOffers)
    .innerJoin(waitingList, eq(waitingList.id, admissionOffers.entryId))
    .innerJoin(seatGroups, eq(seatGroups.id, admissionOffers.seatGroupId))
    .leftJoin(users, eq(users.id, admissionOffers.offeredBy))
    .orderBy(asc(admissionOffers.offeredAt), asc(admissionOffers.id));
  const lines: CsvValue[][] = rows.map(({ offer, entry, group, by }) => {
    // An offer's row changes last when it closes: that is when it was answered or lapsed.
    const closedAt = offer.status === 'open' ? null : (offer.answeredAt ?? offer.updatedAt);
    const values: Record<(typeof COLUMNS)[number], CsvValue> = {
      offerId: offer.id,
      entryId: entry.id,
      firstName: entry.firstName,
      lastName: entry.lastName,
      email: entry.email,
      language: entry.language,
      campus: group.campus,
      gradeOrProgram: group.gradeOrProgram,
      startTerm: group.startTerm,
      status: offer.status,
      offeredAt: iso(offer.offeredAt),
      offeredBy: offer.offeredBy ? by : 'automatic (next in line)',
      outOfOrderReason: offer.outOfOrderReason,
      deadline: iso(offer.deadline),
      remindedAt: iso(offer.remindedAt),
      closedAt: iso(closedAt),
      declineReason: offer.declineReason,
    };
    return COLUMNS.map((column) => values[column]);
  });
  await recordExport({
    db,
    actor: options.actor,
    entity: 'seat_group',
    format: 'csv',
    rows: lines.length,
    at: options.now,
  });
  return {
    filename: `admission-offers-${todayIsoDate(options.now)}.csv`,
    csv: `\uFEFF${toCsv([[...COLUMNS], ...lines])}`,
  };
}
