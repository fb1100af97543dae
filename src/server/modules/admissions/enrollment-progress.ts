import { asc, eq } from 'drizzle-orm';
import type { EnrollmentProgressDto } from '../../../domain/admissions/dtos.ts';
import { enrollmentTasks, stuckTasks } from '../../../domain/admissions/enrollment-tasks.ts';
import { todayIsoDate } from '../../../domain/common/calendar-day.ts';
import type { Database } from '../../db/client.ts';
import { enrollmentAgreementStates } from '../esign/enrollment-agreements.ts';
import { paperCountsByEntry } from '../family-papers/paper-counts.ts';
import { studentNameOf } from '../waiting-list/family-mail.ts';
import { waitingList } from '../waiting-list/public.ts';
import { admissionOffers, seatGroups } from './admissions.table.ts';
import { firstDayOf } from './enrollment-task-list.ts';

/**
 * GET /api/admissions/enrollment-progress (admissions): every family with an accepted seat, its
 * task list as the family sees it, and the tasks on which it seems stuck, first accepted first.
 */
export async function listEnrollmentProgress(options: {
  db: Database;
  now: Date;
}): Promise<EnrollmentProgressDto[]> {
  const { db, now } = options;
  const rows = await db
    .select({ offer: admissionOffers, group: seatGroups, entry: waitingList })
    .from(admissionOffers)
    .innerJoin(seatGroups, eq(seatGroups.id, admissionOffers.seatGroupId))
    .innerJoin(waitingList, eq(waitingList.id, admissionOffers.entryId))
    .where(eq(admissionOffers.status, 'accepted'))
    .orderBy(asc(admissionOffers.answeredAt), asc(admissionOffers.id));
  const papers = await paperCountsByEntry(
    db,
    rows.map(({ entry }) => entry.id),
  );
  const agreements = await enrollmentAgreementStates(
    db,
    rows.map(({ entry }) => entry.id),
  );
  const today = todayIsoDate(now);
  return rows.map(({ offer, group, entry }) => {
    const counts = papers.get(entry.id) ?? { received: 0, reviewed: 0 };
    const tasks = enrollmentTasks({
      agreement: agreements.get(entry.id) ?? 'not-sent',
      papers: counts,
      firstDay: firstDayOf(group),
      today,
    });
    const acceptedAt = offer.answeredAt ?? offer.offeredAt;
    return {
      entryId: entry.id,
      student: studentNameOf(entry),
      campus: group.campus,
      gradeOrProgram: group.gradeOrProgram,
      startTerm: group.startTerm,
      acceptedAt: acceptedAt.toISOString(),
      tasks,
      papers: counts,
      stuck: stuckTasks(tasks, acceptedAt, now),
    };
  });
}
