import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { studentNameOf } from '../waiting-list/family-mail.ts';
import { waitingList } from '../waiting-list/public.ts';
import { acceptedSeatOfStatusLink, firstDayOf } from './enrollment-task-list.ts';
import { firstDayCalendar } from './first-day-calendar.ts';

export const NO_ACCEPTED_SEAT_MESSAGE =
  'This application has no accepted seat yet, so it has no first day to add to a calendar.';

/** GET /api/waiting-list/status/:token/first-day.ics (public): the first day, as a calendar file. */
export async function firstDayFile(options: {
  db: Database;
  token: string;
  now: Date;
  publicUrl: string;
  supportEmail: string;
}): Promise<{ filename: string; text: string }> {
  const { db } = options;
  const seat = await acceptedSeatOfStatusLink(db, options.token);
  if (!seat) throw new AppError(404, NO_ACCEPTED_SEAT_MESSAGE);
  const { offer, group } = seat;
  const [entry] = await db.select().from(waitingList).where(eq(waitingList.id, offer.entryId));
  const text = firstDayCalendar({
    offerId: offer.id,
    language: entry!.language,
    campus: group.campus,
    startTerm: group.startTerm,
    firstDay: firstDayOf(group),
    student: studentNameOf(entry!),
    supportEmail: options.supportEmail,
    domain: new URL(options.publicUrl).hostname,
    now: options.now,
  });
  return { filename: `first-day-${group.startTerm}.ics`, text };
}
