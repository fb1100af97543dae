import { eq } from 'drizzle-orm';
import { acceptedCallBy } from '../../../domain/admissions/admissions.ts';
import type { EnrollmentTaskListDto } from '../../../domain/admissions/dtos.ts';
import { enrollmentTasks } from '../../../domain/admissions/enrollment-tasks.ts';
import { todayIsoDate } from '../../../domain/common/calendar-day.ts';
import { parseStartTerm, termFirstDay } from '../../../domain/start-terms/start-terms.ts';
import type { Database } from '../../db/client.ts';
import { enrollmentAgreementStates } from '../esign/enrollment-agreements.ts';
import { paperCounts } from '../family-papers/paper-counts.ts';
import { seatGroups, type AdmissionOffer, type SeatGroup } from './admissions.table.ts';
import { latestOfferByStatusToken } from './find-offer.ts';

/** A stored term always parses (the column's check allows only terms that do). */
export const firstDayOf = (group: SeatGroup) => termFirstDay(parseStartTerm(group.startTerm)!);

/** The accepted offer of a status link, with its seat group; null while there is none. */
export async function acceptedSeatOfStatusLink(
  db: Database,
  token: string,
): Promise<{ offer: AdmissionOffer; group: SeatGroup } | null> {
  const offer = await latestOfferByStatusToken(db, token);
  if (offer?.status !== 'accepted' || !offer.answeredAt) return null;
  const [group] = await db.select().from(seatGroups).where(eq(seatGroups.id, offer.seatGroupId));
  return { offer, group: group! };
}

/**
 * GET /api/waiting-list/status/:token/tasks (public): what the family does after accepting, each
 * task's status worked out from what has happened.
 */
export async function viewEnrollmentTaskList(options: {
  db: Database;
  token: string;
  now: Date;
}): Promise<EnrollmentTaskListDto> {
  const { db, now } = options;
  const seat = await acceptedSeatOfStatusLink(db, options.token);
  if (!seat) return { taskList: null };
  const { offer, group } = seat;
  const firstDay = firstDayOf(group);
  const agreements = await enrollmentAgreementStates(db, [offer.entryId]);
  const tasks = enrollmentTasks({
    agreement: agreements.get(offer.entryId) ?? 'not-sent',
    papers: await paperCounts(db, offer.entryId),
    firstDay,
    today: todayIsoDate(now),
  });
  return {
    taskList: {
      campus: group.campus,
      startTerm: group.startTerm,
      tasks,
      firstDay,
      callBy: acceptedCallBy(offer.answeredAt!),
    },
  };
}
