import { todayIsoDate, wallTimeIn } from '../common/calendar-day.ts';
import { formatDay } from '../common/date-format.ts';
import type { TodaySectionDto } from './today-items.ts';

/** The morning mail goes at this time (America/Chicago) on weekdays, to those who asked. */
export const MORNING_DIGEST_TIME = '07:00';

/**
 * Whether this person's morning mail is due: a weekday, 7:00 AM or later in Chicago, and none
 * sent yet that day. A server that was off at 7:00 sends it when it starts, the same day only.
 */
export function isMorningDigestDue(now: Date, sentOn: string | null): boolean {
  const today = todayIsoDate(now);
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  if (sentOn === today) return false;
  return now.getTime() >= wallTimeIn(today, MORNING_DIGEST_TIME).getTime();
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The mail: each section's items with their page, then where to turn the mail off. Null when
 * nothing needs the person: an empty list is not worth a mail.
 */
export function morningDigestMail(options: {
  name: string;
  sections: readonly TodaySectionDto[];
  publicUrl: string;
  now: Date;
}): { subject: string; text: string } | null {
  const sections = options.sections.filter((section) => section.items.length > 0);
  const total = sections.reduce((sum, section) => sum + section.items.length, 0);
  if (total === 0) return null;
  const page = `${options.publicUrl}/admin/today`;
  const lines = [
    `Good morning, ${options.name}.`,
    '',
    `${count(total, 'thing needs', 'things need')} you today, ${formatDay(options.now)}:`,
  ];
  for (const section of sections) {
    lines.push('', `${section.heading} (${section.items.length})`);
    for (const item of section.items) {
      lines.push(`- ${item.title}`, `  ${item.detail}`, `  ${options.publicUrl}${item.href}`);
    }
  }
  lines.push(
    '',
    `Open your Today list: ${page}`,
    `You get this mail because you turned on "Morning mail" there. Turn it off on the same page.`,
  );
  return {
    subject: `Today: ${count(total, 'thing needs', 'things need')} you`,
    text: lines.join('\n'),
  };
}
