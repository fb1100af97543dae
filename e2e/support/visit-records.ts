import { todayIsoDate } from '../../src/domain/common/calendar-day.ts';
import type { PublicVisitDto, PublicVisitsDto } from '../../src/domain/visits/dtos.ts';
import type { VisitEventInput } from '../../src/domain/visits/schemas.ts';
import { HONEYPOT_FIELD } from '../../src/domain/waiting-list/waiting-list.ts';
import type { apiClient } from './api.ts';
import { mailsTo } from './outbox.ts';
import { anotherVisitorAddress } from './visitor-address.ts';

type Api = ReturnType<typeof apiClient>;

/**
 * A Saturday family morning in person, with a story page, every week from today: what the staff
 * page makes (ADR 052), for a lane whose data has no visit with an open seat.
 */
const FAMILY_MORNING = (): VisitEventInput => ({
  kind: 'family-session',
  titleEn: 'Saturday family morning',
  titleEs: 'Mañana en familia del sábado',
  descriptionEn:
    'Meet our teachers, see a classroom and the sensory room, and ask your questions. Children are welcome.',
  descriptionEs:
    'Conozca a nuestros maestros, vea un salón y el cuarto sensorial, y haga sus preguntas. Los niños son bienvenidos.',
  format: 'in-person',
  location: '1200 Discovery Way, The Woodlands, TX 77380',
  meetingUrl: null,
  recurrence: { kind: 'weekly', weekday: 6, everyWeeks: 1 },
  startsOn: todayIsoDate(new Date()),
  endsOn: null,
  localTime: '10:00',
  durationMinutes: 90,
  capacity: 12,
  cutoffMinutes: 120,
  languages: ['en', 'es'],
});

/** A visit with a story and a time with seats left: the demo's, or one made here. */
async function visitWithSeats(api: Api, baseUrl: string): Promise<PublicVisitDto> {
  const read = async () => {
    const response = await fetch(`${baseUrl}/api/visits?language=en`, {
      headers: { 'x-forwarded-for': anotherVisitorAddress() },
    });
    if (!response.ok) throw new Error(`Visits: ${response.status} ${await response.text()}`);
    return ((await response.json()) as PublicVisitsDto).visits.find(
      (visit) => visit.hasStory && visit.sessions.some((session) => session.seatsLeft >= 2),
    );
  };
  const found = await read();
  if (found) return found;
  await api.post('/api/visit-events', FAMILY_MORNING());
  const made = await read();
  if (!made) throw new Error('The visit made for the layout review has no open time');
  return made;
}

/**
 * A visit's address, one of its times (for the staff page of a session) and a family's booking
 * link, made as a family gets it: booked on the public form (two people, two accommodations and
 * a note, so every line of the page shows), the link read from the confirmation mail in the
 * outbox.
 */
export async function visitRecords(
  api: Api,
  baseUrl: string,
  stamp: string,
): Promise<{ visitSlug: string; visitSessionId: string; bookingToken: string }> {
  const visit = await visitWithSeats(api, baseUrl);
  const session = visit.sessions.find((one) => one.seatsLeft >= 2)!;
  const email = `layout.visit.${stamp}@example.org`;
  const booked = await fetch(`${baseUrl}/api/visits/bookings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': anotherVisitorAddress() },
    body: JSON.stringify({
      sessionId: session.id,
      name: `Lucia Alvarez ${stamp}`,
      email,
      language: 'en',
      partySize: 2,
      accommodations: ['quiet-hour', 'low-light'],
      note: 'Our son likes to know what comes next, and he may want a break halfway through.',
      [HONEYPOT_FIELD]: '',
    }),
  });
  if (!booked.ok) throw new Error(`Booking: ${booked.status} ${await booked.text()}`);
  const [mail] = await mailsTo(api, email);
  const bookingToken = /\/visits\/booking\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
  if (!bookingToken) throw new Error(`No /visits/booking/ link mailed to ${email}`);
  return { visitSlug: visit.slug, visitSessionId: session.id, bookingToken };
}
