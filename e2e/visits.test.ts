import ICAL from 'ical.js';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { todayIsoDate } from '../src/domain/common/calendar-day.ts';
import type { PublicVisitDto, VisitEventDto } from '../src/domain/visits/dtos.ts';
import { HONEYPOT_FIELD } from '../src/domain/waiting-list/waiting-list.ts';
import { signInThroughApi, watchConsole } from './support/admin-session.ts';
import { apiClient } from './support/api.ts';
import {
  expectNoAxeViolations,
  gotoHydrated,
  launchBrowser,
  withoutChromium,
} from './support/browser.ts';
import { laneBaseUrl } from './support/lanes.ts';
import { linkPathIn, waitForMail } from './support/mailbox.ts';
import { anotherVisitorAddress } from './support/visitor-address.ts';

const baseUrl = laneBaseUrl();
const stamp = Date.now().toString(36);
const CHICAGO = 'America/Chicago';

/** The wall clock of an instant in Texas: "Saturday 10:00 CST". */
const chicagoClock = (instant: Date) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: CHICAGO,
    weekday: 'long',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'short',
  }).format(instant);

/**
 * A family books a calm Saturday visit in Spanish on a phone (390 px), with a quiet hour; the
 * mail at the SMTP server carries a calendar file that a strict parser (ical.js) reads as 10:00
 * in Texas; they cancel from the mail's link, and the seats go to the next waiting family.
 */
describe.skipIf(withoutChromium())('booking a Saturday visit in Spanish', () => {
  let browser: Browser;
  let page: Page;
  let visit: PublicVisitDto;
  const errors: string[][] = [];
  const family = `visita.${stamp}@example.org`;
  const nextFamily = `espera.${stamp}@example.org`;

  beforeAll(async () => {
    browser = await launchBrowser();
    const staff = await (await browser.newContext({ baseURL: baseUrl })).newPage();
    const { headers } = await signInThroughApi(staff, baseUrl, inject('adminPassword'));
    const api = apiClient(baseUrl, headers);
    const event = await api.post<VisitEventDto>('/api/visit-events', {
      kind: 'family-session',
      titleEn: `Saturday campus morning ${stamp}`,
      titleEs: `Mañana en el campus ${stamp}`,
      descriptionEn: 'Meet our teachers and see a classroom.',
      descriptionEs: 'Conozca a los maestros y vea un salón.',
      format: 'in-person',
      location: '1200 Discovery Way, The Woodlands, TX 77380',
      meetingUrl: null,
      recurrence: { kind: 'weekly', weekday: 6, everyWeeks: 1 },
      startsOn: todayIsoDate(new Date()),
      endsOn: null,
      localTime: '10:00',
      durationMinutes: 90,
      // Three seats: the family of three fills the first Saturday.
      capacity: 3,
      cutoffMinutes: 120,
      languages: ['en', 'es'],
    });
    visit = await api.get<PublicVisitDto>(`/api/visits/${event.slug}?language=es`);
    expect(visit.sessions.length).toBeGreaterThan(0);
    const context = await browser.newContext({
      baseURL: baseUrl,
      viewport: { width: 390, height: 844 },
      locale: 'es-US',
    });
    page = await context.newPage();
    errors.push(watchConsole(page));
  });
  afterAll(() => browser?.close());
  afterEach(() => {
    for (const list of errors) expect(list).toEqual([]);
  });

  const expectFitsTheScreen = async (label: string) => {
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      window: window.innerWidth,
    }));
    expect(widths.page, label).toBeLessThanOrEqual(widths.window);
  };

  it('books three people with a quiet hour, and the calendar file says 10:00 in Texas', async () => {
    await gotoHydrated(page, '/es/visits');
    await page.getByRole('heading', { name: `Mañana en el campus ${stamp}` }).waitFor();
    await expectNoAxeViolations(page, 'visits list (Spanish, 390 px)');
    await expectFitsTheScreen('visits list');

    await gotoHydrated(page, `/es/visits/${visit.slug}`);
    await page.getByRole('radio').first().check();
    await page.getByLabel('Su nombre').fill('Lucía Álvarez');
    await page.getByLabel('Correo electrónico').fill(family);
    expect(await page.getByRole('radio', { name: 'Español' }).isChecked()).toBe(true);
    await page.getByLabel('Cuántas personas vienen, contándole a usted').selectOption('3');
    await page.getByRole('checkbox', { name: 'Una hora tranquila' }).check();
    await expectNoAxeViolations(page, 'booking form (Spanish, 390 px)');
    await expectFitsTheScreen('booking form');
    await page.getByRole('button', { name: 'Reservar esta hora' }).click();
    await page.getByRole('heading', { name: 'Tiene su reserva' }).waitFor();
    await expectNoAxeViolations(page, 'booking confirmed (Spanish, 390 px)');

    const [mail] = await waitForMail(family, { subject: /^Su visita está reservada/ });
    expect(mail!.text).toContain('Una hora tranquila');
    const file = mail!.attachments.find((attachment) => attachment.filename.endsWith('.ics'));
    expect(file?.contentType).toMatch(/^text\/calendar/);
    const text = Buffer.from(file!.base64, 'base64').toString('utf8');
    const calendar = new ICAL.Component(ICAL.parse(text));
    const [event] = calendar.getAllSubcomponents('vevent');
    const start = event!.getFirstPropertyValue('dtstart') as ICAL.Time;
    expect(start.zone?.tzid).toBe('UTC');
    const startsAt = start.toJSDate();
    expect(startsAt.toISOString()).toBe(visit.sessions[0]!.startsAt);
    // 10:00 on the Texas wall clock, whichever side of a clock change the Saturday falls on.
    expect(chicagoClock(startsAt)).toMatch(/^Saturday, 10:00 C[SD]T$/);
    const summary = event!.getFirstPropertyValue('summary');
    expect(summary).toBe(`Mañana en el campus ${stamp}`);
  });

  it('cancels from the mail’s link, and the seats are offered to the next waiting family', async () => {
    // The Saturday is full now: the next family joins its waiting list.
    const waiting = await fetch(`${baseUrl}/api/visits/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': anotherVisitorAddress() },
      body: JSON.stringify({
        sessionId: visit.sessions[0]!.id,
        name: 'Sam Rivera',
        email: nextFamily,
        language: 'en',
        partySize: 2,
        accommodations: [],
        [HONEYPOT_FIELD]: '',
      }),
    });
    expect(await waiting.json()).toMatchObject({ status: 'waiting' });

    const [mail] = await waitForMail(family, { subject: /^Su visita está reservada/ });
    await gotoHydrated(page, linkPathIn(mail!, '/es/visits/booking/'));
    await page.getByText('Reservada', { exact: true }).first().waitFor();
    await expectNoAxeViolations(page, 'booking page (Spanish, 390 px)');
    await expectFitsTheScreen('booking page');
    await page.getByRole('button', { name: 'No puedo ir' }).click();
    await page.getByRole('button', { name: 'Sí, cancelar mi reserva' }).click();
    await page.getByText('Listo. Su reserva está cancelada.').waitFor();

    const [offer] = await waitForMail(nextFamily, { subject: /^Seats are free for you/ });
    expect(offer!.text).toContain('/visits/booking/');
    await waitForMail(family, { subject: /^Visita cancelada/ });
    // The seats are held for them: the public list shows none left for anyone else.
    const after = (await (
      await fetch(`${baseUrl}/api/visits/${visit.slug}?language=en`, {
        headers: { 'x-forwarded-for': anotherVisitorAddress() },
      })
    ).json()) as PublicVisitDto;
    expect(after.sessions.find((session) => session.id === visit.sessions[0]!.id)).toMatchObject({
      seatsLeft: 1,
    });
  });

  it('shows the story of the visit, one step at a time, in Spanish', async () => {
    await gotoHydrated(page, `/es/visits/${visit.slug}/story`);
    await page.getByText('Paso 1 de 7').waitFor();
    await expectNoAxeViolations(page, 'story page (Spanish, 390 px)');
    await expectFitsTheScreen('story page');
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await page.getByText('Paso 2 de 7').waitFor();
  });
});
