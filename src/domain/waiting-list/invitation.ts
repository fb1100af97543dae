import { isoDayIn } from '../common/calendar-day.ts';
import { ORGANISATION_TIME_ZONE } from '../common/organisation.ts';

/**
 * What an invited family is promised, and only what is true.
 * There are no offers with deadlines yet, so the one date we can state truthfully is the day by
 * which admissions will have contacted them: this many business days after the invitation. The
 * invitation mail and the status page both say it, with the same date. Business days are Monday
 * to Friday, and the copy says so: public holidays are not counted out.
 */
export const INVITATION_CONTACT_BUSINESS_DAYS = 5;

const DAY_MS = 24 * 60 * 60_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

// Calendar arithmetic at noon UTC: a calendar day never shifts with a time zone or a DST change.
function noonOf(isoDate: string): Date {
  const match = ISO_DATE.exec(isoDate);
  if (!match) throw new Error(`Not a YYYY-MM-DD date: ${isoDate}`);
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 12));
}

/** The day `days` business days (Monday to Friday) after `isoDate`, as YYYY-MM-DD. */
export function addBusinessDays(isoDate: string, days: number): string {
  let date = noonOf(isoDate);
  let left = days;
  while (left > 0) {
    date = new Date(date.getTime() + DAY_MS);
    const weekday = date.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return date.toISOString().slice(0, 10);
}

/**
 * The day by which an invited family will have heard from us: the business days count from the
 * calendar day of the invitation where the campuses are, so an evening invitation in Texas is
 * not counted from "tomorrow" in UTC.
 */
export const invitationContactBy = (invitedAt: Date, timeZone = ORGANISATION_TIME_ZONE) =>
  addBusinessDays(isoDayIn(invitedAt, timeZone), INVITATION_CONTACT_BUSINESS_DAYS);

/**
 * "Friday, March 13, 2026" / "viernes, 13 de marzo de 2026": with the weekday, because a family
 * plans by it. The mail and the status page both use this, so they name the day the same way.
 */
export const formatContactDay = (isoDate: string, intlLocale: string) =>
  new Intl.DateTimeFormat(intlLocale, { dateStyle: 'full', timeZone: 'UTC' }).format(
    noonOf(isoDate),
  );
