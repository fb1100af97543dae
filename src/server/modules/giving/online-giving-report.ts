import { and, asc, desc, eq, gte, lte, sql } from 'drizzle-orm';
import { addDaysToIsoDate } from '../../../domain/common/calendar-day.ts';
import type { OnlineGivingReportDto } from '../../../domain/giving/report-dtos.ts';
import type { Database } from '../../db/client.ts';
import { selectDonationRows } from '../donors/donations/donation-query.ts';
import { toDonationDto } from '../donors/donor-dto.ts';
import { donations } from '../donors/donations/public.ts';

const REPORT_GIFTS = 100;

/** GET /api/crm/reports/online-giving: the give page's gifts of the last `days` days. */
export async function onlineGivingReport(options: {
  db: Database;
  days: number;
  today: string;
}): Promise<OnlineGivingReportDto> {
  const { db, today } = options;
  const from = addDaysToIsoDate(today, 1 - options.days);
  const inPeriod = and(
    eq(donations.source, 'online'),
    gte(donations.giftDate, from),
    lte(donations.giftDate, today),
  );
  const completed = and(inPeriod, eq(donations.status, 'completed'));
  const tally = {
    gifts: sql<number>`count(*)::int`,
    totalCents: sql<number>`coalesce(sum(${donations.amountCents}), 0)::bigint`.mapWith(Number),
  };
  const [byStatus, byDay, byDesignation, rows] = await Promise.all([
    db
      .select({ status: donations.status, ...tally })
      .from(donations)
      .where(inPeriod)
      .groupBy(donations.status),
    db
      .select({ date: donations.giftDate, ...tally })
      .from(donations)
      .where(completed)
      .groupBy(donations.giftDate)
      .orderBy(asc(donations.giftDate)),
    db
      .select({ designation: donations.designation, ...tally })
      .from(donations)
      .where(completed)
      .groupBy(donations.designation)
      .orderBy(desc(sql`sum(${donations.amountCents})`), asc(donations.designation)),
    selectDonationRows(db)
      .where(inPeriod)
      .orderBy(desc(donations.giftDate), desc(donations.createdAt), desc(donations.id))
      .limit(REPORT_GIFTS),
  ]);
  const of = (status: string) =>
    byStatus.find((row) => row.status === status) ?? { gifts: 0, totalCents: 0 };
  const pick = ({ gifts, totalCents }: { gifts: number; totalCents: number }) => ({
    gifts,
    totalCents,
  });
  return {
    from,
    to: today,
    completed: pick(of('completed')),
    pending: pick(of('pending')),
    failed: of('failed').gifts,
    refunded: of('refunded').gifts,
    byDay,
    byDesignation,
    gifts: rows.map(toDonationDto),
  };
}
