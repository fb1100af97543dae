import { and, asc, gte, isNotNull, lt, lte, or } from 'drizzle-orm';
import { weekAround } from '../../../../domain/crm/rules.ts';
import type { FollowUpReportDto } from '../../../../domain/crm/report-dtos.ts';
import { todayIsoDate } from '../../../../domain/common/calendar-day.ts';
import type { Database } from '../../../db/client.ts';
import { donors } from '../donors.table.ts';

/**
 * Follow-ups due in the Monday–Sunday week (America/Chicago) around `date`, plus the ones that
 * were due before today and are still set: a missed call is still a call to make.
 */
export async function followUpReport(options: {
  db: Database;
  date: string | undefined;
  now: Date;
}): Promise<FollowUpReportDto> {
  const today = todayIsoDate(options.now);
  const { weekStart, weekEnd } = weekAround(options.date ?? today);
  const rows = await options.db
    .select()
    .from(donors)
    .where(
      and(
        isNotNull(donors.nextFollowUp),
        lte(donors.nextFollowUp, weekEnd),
        or(gte(donors.nextFollowUp, weekStart), lt(donors.nextFollowUp, today)),
      ),
    )
    .orderBy(asc(donors.nextFollowUp), asc(donors.lastName), asc(donors.id));
  return {
    weekStart,
    weekEnd,
    items: rows.map((donor) => ({
      id: donor.id,
      firstName: donor.firstName,
      lastName: donor.lastName,
      email: donor.email,
      phone: donor.phone,
      assignedTo: donor.assignedTo,
      nextFollowUp: donor.nextFollowUp!,
      isOverdue: donor.nextFollowUp! < today,
    })),
  };
}
