import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAsNewAdmin, type TestApp } from '../../../tests/test-app.ts';
import type {
  FamilyVisitDto,
  StaffSessionDetailDto,
  StaffSessionDto,
  VisitEventDto,
} from '../../domain/visits/dtos.ts';
import { demoRecipients } from '../modules/mail/mail.table.ts';
import { visitBookings } from '../modules/visits/visits.table.ts';
import { waitingList } from '../modules/waiting-list/public.ts';
import { seedDemoData } from './seed-demo-data.ts';

/** The demo's visits (ADR 052) on a new installation: the clock stands at Thu, Jan 15, 2026. */
let t: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  ({ headers } = await signInAsNewAdmin(t));
  expect(await seedDemoData({ db: t.db, config: t.config, now: t.clock.now() })).toBe(true);
}, 120_000);
afterAll(() => t.close());

const get = async <T>(url: string): Promise<T> => {
  const response = await t.app.inject({ url, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
};

describe('demo visits', () => {
  it("defines the site's visits in English and Spanish", async () => {
    const { events } = await get<{ events: VisitEventDto[] }>('/api/visit-events');
    expect(events.map((event) => event.slug).sort()).toEqual([
      'campus-tour-novalearn-academy',
      'discovery-call',
      'family-session',
      'investor-briefing',
      'quarterly-symposium',
      'virtual-tour-ilias-graduate-research-institute',
      'virtual-tour-nexus-stem-college',
    ]);
    for (const event of events) {
      expect(event.titleEs, event.slug).not.toBe('');
      expect(event.descriptionEn, event.slug).toBeTruthy();
      expect(event.descriptionEs, event.slug).toBeTruthy();
    }
    const bySlug = new Map(events.map((event) => [event.slug, event]));
    expect(bySlug.get('family-session')).toMatchObject({
      recurrence: { kind: 'weekly', weekday: 6 },
      localTime: '10:00',
    });
    expect(bySlug.get('investor-briefing')).toMatchObject({
      format: 'virtual',
      meetingUrl: 'https://meet.example.org/novalearn-briefing',
      recurrence: { kind: 'monthly', weekday: 2, nth: 2 },
      localTime: '19:00',
    });
    expect(bySlug.get('discovery-call')).toMatchObject({
      format: 'call',
      capacity: 1,
      durationMinutes: 30,
      recurrence: { kind: 'weekdays' },
    });
    expect(bySlug.get('campus-tour-novalearn-academy')).toMatchObject({
      format: 'in-person',
      capacity: 12,
      localTime: '16:00',
      recurrence: { kind: 'weekly', weekday: 3 },
    });
    expect(bySlug.get('quarterly-symposium')).toMatchObject({
      format: 'in-person',
      recurrence: { kind: 'once' },
    });
    expect(bySlug.get('virtual-tour-nexus-stem-college')!.startsOn).toBe('2027-03-10');
    expect(bySlug.get('virtual-tour-ilias-graduate-research-institute')!.startsOn).toBe(
      '2028-05-10',
    );
  });

  it('shows booked sessions, a full campus tour with a family waiting, and last week marked', async () => {
    const { sessions } = await get<{ sessions: StaffSessionDto[] }>('/api/visit-sessions');
    const tour = sessions.find((session) => session.kind === 'campus-tour')!;
    expect(tour).toMatchObject({
      startsAt: '2026-01-21T22:00:00.000Z',
      capacity: 12,
      seatsTaken: 12,
      waitingCount: 1,
    });
    expect(tour.accommodationCount).toBeGreaterThan(0);
    expect(sessions.filter((session) => session.bookingCount > 0).length).toBeGreaterThanOrEqual(4);

    const past = await get<{ sessions: StaffSessionDto[] }>(
      '/api/visit-sessions?from=2026-01-14&to=2026-01-14',
    );
    expect(past.sessions).toHaveLength(1);
    const detail = await get<StaffSessionDetailDto>(`/api/visit-sessions/${past.sessions[0]!.id}`);
    expect(detail.bookings.map((booking) => booking.attended)).toEqual([true, false]);
    // Demo families' bookings link to their waiting-list entries.
    expect(detail.bookings.every((booking) => booking.waitingListEntryId !== null)).toBe(true);
  });

  it("lists a demo family's visits on its entry, and never mails a demo visitor", async () => {
    const [entry] = await t.db
      .select({ id: waitingList.id })
      .from(waitingList)
      .where(eq(waitingList.email, 'okonkwo.family@example.org'));
    const { visits } = await get<{ visits: FamilyVisitDto[] }>(
      `/api/waiting-list/${entry!.id}/visits`,
    );
    expect(visits.map((visit) => [visit.startsAt, visit.attended])).toEqual([
      ['2026-01-21T22:00:00.000Z', null],
      ['2026-01-14T22:00:00.000Z', true],
    ]);
    const addresses = new Set(
      (await t.db.select().from(demoRecipients)).map((recipient) => recipient.address),
    );
    const bookings = await t.db.select({ email: visitBookings.email }).from(visitBookings);
    expect(bookings.length).toBeGreaterThan(10);
    for (const { email } of bookings) expect(addresses.has(email.toLowerCase()), email).toBe(true);
  });
});
