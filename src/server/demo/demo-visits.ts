import { and, asc, eq, gt } from 'drizzle-orm';
import type { AdminUser } from '../../domain/auth/dtos.ts';
import { addDaysToIsoDate, todayIsoDate, wallTimeIn } from '../../domain/common/calendar-day.ts';
import { visitEventInput, type VisitEventInput } from '../../domain/visits/schemas.ts';
import type { Accommodation, BookingStatus } from '../../domain/visits/visits.ts';
import type { Transaction } from '../db/client.ts';
import { actorOf } from '../modules/audit/audit.service.ts';
import { createVisitEvent } from '../modules/visits/visit-events-create.ts';
import { visitBookings, visitSessions } from '../modules/visits/visits.table.ts';

const BRIEFING_LINK = 'https://meet.example.org/novalearn-briefing';
const FAMILY_SESSION_LINK = 'https://meet.example.org/novalearn-family-session';
const TOUR_LINK = 'https://meet.example.org/novalearn-tour';
const ACADEMY = 'NovaLearn Academy, The Woodlands, Texas';
const BRIDGE = 'Nexus STEM College (Bridge Campus), Kemah, Texas';

type DemoEvent = Omit<VisitEventInput, 'startsOn' | 'endsOn'> & {
  /** The first day; recurring visits start on the day the demo is loaded. */
  startsOn?: string;
};

/** The next `weekday` (0 = Sunday) on or after a day. */
const nextWeekday = (isoDate: string, weekday: number) => {
  const current = new Date(`${isoDate}T00:00:00Z`).getUTCDay();
  return addDaysToIsoDate(isoDate, (weekday - current + 7) % 7);
};

/**
 * The visits of the public site (contact page, ADR 052): family sessions every Saturday at
 * 10:00 AM and investor briefings on the second Tuesday (online, as the contact page says of its
 * sessions), a symposium, the 30-minute discovery call, the two virtual tours to come, and the
 * weekly campus tour with its "what will happen" story.
 */
function demoEvents(today: string): DemoEvent[] {
  return [
    {
      kind: 'family-session',
      titleEn: 'Family session',
      titleEs: 'Sesión para familias',
      descriptionEn:
        'An online meeting for families and students. We explain how our schools work and answer your questions. It takes one hour and it is free.',
      descriptionEs:
        'Una reunión en línea para familias y estudiantes. Le explicamos cómo funcionan nuestras escuelas y respondemos sus preguntas. Dura una hora y es gratis.',
      format: 'virtual',
      meetingUrl: FAMILY_SESSION_LINK,
      recurrence: { kind: 'weekly', weekday: 6, everyWeeks: 1 },
      localTime: '10:00',
      durationMinutes: 60,
      capacity: 40,
      cutoffMinutes: 60,
      languages: ['en', 'es'],
    },
    {
      kind: 'investor-briefing',
      titleEn: 'Investor briefing',
      titleEs: 'Reunión para inversionistas',
      descriptionEn:
        'An online briefing for investors and donors on the second Tuesday of each month: our plans, the figures and your questions.',
      descriptionEs:
        'Una reunión en línea para inversionistas y donantes el segundo martes de cada mes: nuestros planes, las cifras y sus preguntas.',
      format: 'virtual',
      meetingUrl: BRIEFING_LINK,
      recurrence: { kind: 'monthly', weekday: 2, nth: 2 },
      localTime: '19:00',
      durationMinutes: 60,
      capacity: 100,
      cutoffMinutes: 60,
      languages: ['en'],
    },
    {
      kind: 'symposium',
      titleEn: 'Quarterly symposium',
      titleEs: 'Simposio trimestral',
      descriptionEn:
        'A day of talks and conversations for partners, researchers and educators. We hold it four times a year.',
      descriptionEs:
        'Un día de charlas y conversaciones para socios, investigadores y educadores. Lo hacemos cuatro veces al año.',
      format: 'in-person',
      location: BRIDGE,
      recurrence: { kind: 'once' },
      // A Thursday about six weeks after the demo is loaded.
      startsOn: nextWeekday(addDaysToIsoDate(today, 42), 4),
      localTime: '09:00',
      durationMinutes: 360,
      capacity: 120,
      cutoffMinutes: 24 * 60,
      languages: ['en'],
    },
    {
      kind: 'discovery-call',
      titleEn: 'Discovery call',
      titleEs: 'Llamada de presentación',
      descriptionEn:
        'A 30-minute phone call with our team about how you could take part. We ask for your phone number when you book.',
      descriptionEs:
        'Una llamada de 30 minutos con nuestro equipo sobre cómo puede participar. Le pedimos su número de teléfono al reservar.',
      format: 'call',
      location: 'The call comes from (512) 555-0100.',
      recurrence: { kind: 'weekdays' },
      localTime: '10:00',
      durationMinutes: 30,
      capacity: 1,
      cutoffMinutes: 24 * 60,
      languages: ['en', 'es'],
    },
    {
      kind: 'virtual-tour',
      titleEn: 'Virtual tour: Nexus STEM College',
      titleEs: 'Recorrido virtual: Nexus STEM College',
      descriptionEn: 'A guided online tour of the plans for the Bridge Campus in Kemah, Texas.',
      descriptionEs:
        'Un recorrido guiado en línea por los planos del Campus Bridge en Kemah, Texas.',
      format: 'virtual',
      meetingUrl: TOUR_LINK,
      recurrence: { kind: 'once' },
      startsOn: '2027-03-10',
      localTime: '18:00',
      durationMinutes: 60,
      capacity: 100,
      cutoffMinutes: 60,
      languages: ['en', 'es'],
    },
    {
      kind: 'virtual-tour',
      titleEn: 'Virtual tour: ILIAS Graduate Research Institute',
      titleEs: 'Recorrido virtual: ILIAS Graduate Research Institute',
      descriptionEn:
        'A guided online tour of the plans for the graduate research campus in Dripping Springs, Texas.',
      descriptionEs:
        'Un recorrido guiado en línea por los planos del campus de investigación de posgrado en Dripping Springs, Texas.',
      format: 'virtual',
      meetingUrl: TOUR_LINK,
      recurrence: { kind: 'once' },
      startsOn: '2028-05-10',
      localTime: '18:00',
      durationMinutes: 60,
      capacity: 100,
      cutoffMinutes: 60,
      languages: ['en', 'es'],
    },
    {
      kind: 'campus-tour',
      titleEn: 'Campus tour: NovaLearn Academy',
      titleEs: 'Visita al campus: NovaLearn Academy',
      descriptionEn:
        'Walk through the school with a member of our team: classrooms, quiet rooms and therapy rooms. Children are welcome. It takes one hour.',
      descriptionEs:
        'Recorra la escuela con una persona de nuestro equipo: salones, cuartos tranquilos y salas de terapia. Los niños son bienvenidos. Dura una hora.',
      format: 'in-person',
      location: ACADEMY,
      recurrence: { kind: 'weekly', weekday: 3, everyWeeks: 1 },
      localTime: '16:00',
      durationMinutes: 60,
      capacity: 12,
      cutoffMinutes: 120,
      languages: ['en', 'es'],
    },
  ];
}

type DemoBooking = {
  name: string;
  email: string;
  language?: 'en' | 'es';
  partySize: number;
  status?: BookingStatus;
  accommodations?: Accommodation[];
  note?: string;
  /** A call's number to ring. */
  phone?: string;
  attended?: boolean;
  /** Days before the demo was loaded that they booked. */
  bookedDaysAgo: number;
};

/**
 * Families of the demo waiting list (same addresses, so their entry pages show their visits) and
 * a few investors: the next campus tour is full with one family waiting, the last one is marked.
 */
const NEXT_CAMPUS_TOUR: DemoBooking[] = [
  {
    name: 'Tasha Clarke',
    email: 'clarke.family@example.org',
    partySize: 3,
    accommodations: ['quiet-hour', 'break-room'],
    note: 'Mason gets tired in new places. A short break halfway would help.',
    bookedDaysAgo: 6,
  },
  {
    name: 'Anna Fischer',
    email: 'fischer.home@example.org',
    partySize: 2,
    accommodations: ['low-light', 'no-crowd'],
    note: 'Leo will wear ear defenders.',
    bookedDaysAgo: 5,
  },
  {
    name: 'Chidi Okonkwo',
    email: 'okonkwo.family@example.org',
    partySize: 4,
    accommodations: ['sibling'],
    bookedDaysAgo: 4,
  },
  { name: 'Kim Ellis', email: 'jordan.ellis@example.org', partySize: 1, bookedDaysAgo: 3 },
  { name: 'Kenji Sato', email: 'hana.sato@example.org', partySize: 2, bookedDaysAgo: 2 },
  {
    name: 'Deepa Raman',
    email: 'raman.parents@example.org',
    partySize: 3,
    status: 'waiting',
    accommodations: ['quiet-hour'],
    note: 'Priya moves around a lot; we may step out.',
    bookedDaysAgo: 1,
  },
];

const LAST_CAMPUS_TOUR: DemoBooking[] = [
  {
    name: 'Chidi Okonkwo',
    email: 'okonkwo.family@example.org',
    partySize: 2,
    accommodations: ['family-only'],
    attended: true,
    bookedDaysAgo: 12,
  },
  {
    name: 'Marcus Boyd',
    email: 'marcus.boyd@example.org',
    partySize: 1,
    attended: false,
    bookedDaysAgo: 9,
  },
];

const NEXT_FAMILY_SESSION: DemoBooking[] = [
  {
    name: 'Elena Marquez',
    email: 'marquez.casa@example.org',
    language: 'es',
    partySize: 2,
    note: 'Preferimos la sesión en español.',
    bookedDaysAgo: 3,
  },
  { name: 'Marcus Boyd', email: 'marcus.boyd@example.org', partySize: 1, bookedDaysAgo: 2 },
  {
    name: 'Aisha Rahman',
    email: 'aisha.rahman@example.org',
    partySize: 1,
    status: 'cancelled',
    bookedDaysAgo: 4,
  },
];

const NEXT_BRIEFING: DemoBooking[] = [
  { name: 'Laura Brennan', email: 'laura.brennan@example.org', partySize: 1, bookedDaysAgo: 8 },
  { name: 'Victor Osei', email: 'victor.osei@example.org', partySize: 2, bookedDaysAgo: 2 },
];

const NEXT_DISCOVERY_CALL: DemoBooking[] = [
  {
    name: 'Laura Brennan',
    email: 'laura.brennan@example.org',
    partySize: 1,
    phone: '(555) 014-3380',
    bookedDaysAgo: 1,
  },
];

const DAY_MS = 86_400_000;

async function insertBookings(
  tx: Transaction,
  sessionId: string | undefined,
  bookings: readonly DemoBooking[],
  now: Date,
) {
  if (!sessionId) return;
  await tx.insert(visitBookings).values(
    bookings.map((booking) => {
      const createdAt = new Date(now.getTime() - booking.bookedDaysAgo * DAY_MS);
      const status = booking.status ?? 'booked';
      return {
        sessionId,
        status,
        name: booking.name,
        email: booking.email,
        language: booking.language ?? 'en',
        partySize: booking.partySize,
        accommodations: booking.accommodations ?? [],
        note: booking.note ?? null,
        phone: booking.phone ?? null,
        attended: booking.attended ?? null,
        bookedAt: status === 'booked' ? createdAt : null,
        cancelledAt: status === 'cancelled' ? now : null,
        createdAt,
        updatedAt: createdAt,
      };
    }),
  );
}

/** The event's next session after `now`. */
const nextSessionOf = async (tx: Transaction, eventId: string, now: Date) =>
  (
    await tx
      .select({ id: visitSessions.id })
      .from(visitSessions)
      .where(and(eq(visitSessions.eventId, eventId), gt(visitSessions.startsAt, now)))
      .orderBy(asc(visitSessions.startsAt))
      .limit(1)
  )[0]?.id;

/**
 * Adds the demo visits through the staff use case (sessions made ahead, audited as the first
 * admin), last week's campus tour with attendance marked, and bookings so the staff pages have
 * something to show. Returns the made-up addresses, so no mail about them leaves the outbox.
 */
export async function seedDemoVisits(
  tx: Transaction,
  sender: AdminUser,
  now: Date,
): Promise<string[]> {
  const today = todayIsoDate(now);
  const actor = actorOf({ user: sender });
  const ids = new Map<string, string>();
  for (const event of demoEvents(today)) {
    const input = visitEventInput.parse({ startsOn: today, endsOn: null, ...event });
    const created = await createVisitEvent({ db: tx, input, actor, now });
    ids.set(created.kind === 'virtual-tour' ? created.slug : created.kind, created.id);
  }
  const tourId = ids.get('campus-tour')!;
  // The last Wednesday before today (sessions are made from today on, so that one is written
  // here): the one Wednesday among the seven days before today.
  const lastWednesday = nextWeekday(addDaysToIsoDate(today, -7), 3);
  const lastTourStart = wallTimeIn(lastWednesday, '16:00');
  const [lastTour] = await tx
    .insert(visitSessions)
    .values({
      eventId: tourId,
      startsAt: lastTourStart,
      endsAt: new Date(lastTourStart.getTime() + 60 * 60_000),
      capacity: 12,
      cutoffMinutes: 120,
      createdAt: new Date(lastTourStart.getTime() - 30 * DAY_MS),
    })
    .returning();
  await insertBookings(tx, lastTour!.id, LAST_CAMPUS_TOUR, now);
  await insertBookings(tx, await nextSessionOf(tx, tourId, now), NEXT_CAMPUS_TOUR, now);
  const familySession = await nextSessionOf(tx, ids.get('family-session')!, now);
  await insertBookings(tx, familySession, NEXT_FAMILY_SESSION, now);
  const briefing = await nextSessionOf(tx, ids.get('investor-briefing')!, now);
  await insertBookings(tx, briefing, NEXT_BRIEFING, now);
  const call = await nextSessionOf(tx, ids.get('discovery-call')!, now);
  await insertBookings(tx, call, NEXT_DISCOVERY_CALL, now);
  const all = [
    ...NEXT_CAMPUS_TOUR,
    ...LAST_CAMPUS_TOUR,
    ...NEXT_FAMILY_SESSION,
    ...NEXT_BRIEFING,
    ...NEXT_DISCOVERY_CALL,
  ];
  return [...new Set(all.map((booking) => booking.email))];
}
