import { asc, eq, inArray } from 'drizzle-orm';
import { todayIsoDate } from '../src/domain/common/calendar-day.ts';
import type { BookingInput } from '../src/domain/visits/schemas.ts';
import { outbox, outboxAttachments } from '../src/server/modules/mail/mail.table.ts';
import { ensureSessions } from '../src/server/modules/visits/make-sessions.ts';
import {
  visitBookings,
  visitEvents,
  type VisitEvent,
  type VisitSession,
} from '../src/server/modules/visits/visits.table.ts';
import type { TestApp } from './test-app.ts';
import { sessionsOf } from './visits-fixture.ts';

/**
 * What the visits tests share: an event written straight into visit_events with its sessions made
 * as the daily job makes them (no staff routes needed), the public calls from addresses of their
 * own (each counted per address), and the mails in the outbox with their calendar files.
 */

let serial = 0;
const unique = () => `${(serial += 1)}-${Date.now().toString(36)}`;

/** A weekly Saturday 10:00 AM family session in person, from today, unless told otherwise. */
export async function addVisitEvent(
  t: TestApp,
  overrides: Partial<typeof visitEvents.$inferInsert> = {},
): Promise<{ event: VisitEvent; sessions: VisitSession[] }> {
  const now = t.clock.now();
  const [event] = await t.db
    .insert(visitEvents)
    .values({
      slug: `family-session-${unique()}`,
      kind: 'family-session',
      titleEn: 'Family session',
      titleEs: 'Sesión para familias',
      descriptionEn: 'Meet our teachers and see a classroom.',
      descriptionEs: 'Conozca a los maestros y vea un salón.',
      format: 'in-person',
      location: '100 Harbor Way, Kemah, Texas',
      recurrence: { kind: 'weekly', weekday: 6, everyWeeks: 1 },
      startsOn: todayIsoDate(now),
      localTime: '10:00',
      durationMinutes: 90,
      capacity: 10,
      cutoffMinutes: 120,
      languages: ['en', 'es'],
      ...overrides,
    })
    .returning();
  await ensureSessions(t.db, event!, now);
  return { event: event!, sessions: await sessionsOf(t.db, event!.id) };
}

export const bookingsIn = (t: TestApp, sessionId: string) =>
  t.db
    .select()
    .from(visitBookings)
    .where(eq(visitBookings.sessionId, sessionId))
    .orderBy(asc(visitBookings.createdAt));

let address = 0;
/** A new address for each call: the public limits count per address. */
const nextAddress = () => `198.51.${Math.floor(address / 250) % 250}.${(address++ % 250) + 1}`;

export const familyEmail = () => `family-${unique()}@example.org`;

/** POST /api/visits/bookings with a family's form: two people, English, nothing asked. */
export function book(t: TestApp, form: Partial<BookingInput> & { sessionId: string }) {
  return t.app.inject({
    method: 'POST',
    url: '/api/visits/bookings',
    payload: {
      name: 'Ana Ruiz',
      email: familyEmail(),
      language: 'en',
      partySize: 2,
      accommodations: [],
      ...form,
    },
    remoteAddress: nextAddress(),
  });
}

/** A call through a booking's private link: `''` opens it, `cancel`/`accept`/`move` change it. */
export function link(
  t: TestApp,
  token: string,
  action: '' | 'cancel' | 'accept' | 'move' | 'calendar.ics' = '',
  payload?: object,
) {
  return t.app.inject({
    method: action === '' || action === 'calendar.ics' ? 'GET' : 'POST',
    url: `/api/visits/bookings/${token}${action ? `/${action}` : ''}`,
    ...(payload ? { payload } : {}),
    remoteAddress: nextAddress(),
  });
}

export type SentMail = {
  subject: string;
  text: string;
  attachments: { filename: string; contentType: string; text: string }[];
};

/** The mails to one address, oldest first, each with its files as text. */
export async function mailsTo(t: TestApp, email: string): Promise<SentMail[]> {
  const rows = await t.db
    .select()
    .from(outbox)
    .where(eq(outbox.to, email))
    .orderBy(asc(outbox.createdAt));
  if (rows.length === 0) return [];
  const files = await t.db
    .select()
    .from(outboxAttachments)
    .where(
      inArray(
        outboxAttachments.outboxId,
        rows.map((row) => row.id),
      ),
    );
  const decoder = new TextDecoder();
  return rows.map((row) => ({
    subject: row.subject,
    text: row.text,
    attachments: files
      .filter((file) => file.outboxId === row.id)
      .map((file) => ({
        filename: file.filename,
        contentType: file.contentType,
        text: decoder.decode(file.content),
      })),
  }));
}

/** The private link's token in a mail. */
export function tokenIn(mail: SentMail): string {
  const match = /\/visits\/booking\/([\w-]+)/.exec(mail.text);
  if (!match) throw new Error(`No booking link in the mail "${mail.subject}"`);
  return match[1]!;
}

/** The token of the newest mail to an address that carries a link. */
export async function newestToken(t: TestApp, email: string): Promise<string> {
  const withLink = (await mailsTo(t, email)).filter((mail) =>
    mail.text.includes('/visits/booking/'),
  );
  return tokenIn(withLink.at(-1)!);
}

/** A calendar file's lines, unfolded (RFC 5545 folds long lines with CRLF and a space). */
export const calendarLines = (text: string) => text.replace(/\r\n[ \t]/g, '').split('\r\n');
