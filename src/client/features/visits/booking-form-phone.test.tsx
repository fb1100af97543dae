import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PHONE_REQUIRED_MESSAGE } from '../../../domain/visits/public-booking.ts';
import { VisitPage } from './visit-page.tsx';
import { VISITS_COPY_EN } from './visits-copy-en.ts';
import { VISITS_COPY_ES } from './visits-copy-es.ts';
import {
  DISCOVERY_CALL,
  fakeApi,
  json,
  renderAt,
  resetVisits,
  SESSION_ID,
  SESSIONS,
} from './visits-harness.tsx';

/**
 * The phone number a call's booking form asks for (ADR 052): staff ring it at the chosen time.
 * Whether the field shows at all is in booking-form.test.tsx, with the rest of what the form asks.
 */
afterEach(resetVisits);

const BOOK = 'POST /api/visits/bookings';

async function openForm(language: 'en' | 'es') {
  const copy = language === 'en' ? VISITS_COPY_EN : VISITS_COPY_ES;
  const prefix = language === 'en' ? '' : '/es';
  const page = renderAt(
    `${prefix}/visits/discovery-call`,
    `${prefix}/visits/:slug`,
    <VisitPage copy={copy} slug="discovery-call" />,
  );
  await screen.findByRole('heading', { name: copy.visit.formTitle });
  const submit = () => screen.getByRole('button', { name: /^(Book|Reservar)/ });
  const summary = () => screen.findByRole('alert', { name: copy.form.errorSummaryTitle });
  return { ...page, submit, summary };
}

const linksOf = (summary: HTMLElement) =>
  within(summary)
    .getAllByRole('link')
    .map((link) => link.textContent);

/** The texts tied to a field: its hint and, when there is one, its error. */
const descriptionsOf = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent);

async function fillFamily(form: Awaited<ReturnType<typeof openForm>>) {
  await form.user.type(screen.getByRole('textbox', { name: 'Your name' }), 'Ada Lovelace');
  await form.user.type(screen.getByRole('textbox', { name: /^Email address/ }), 'ada@example.org');
}

describe('the booking form of a call: the phone number', () => {
  const CALL_EN = 'GET /api/visits/discovery-call?language=en';
  const CALL_ES = 'GET /api/visits/discovery-call?language=es';
  const call = json({ ...DISCOVERY_CALL, sessions: SESSIONS });

  it('is required, said beside the field and in the summary, then sent with the booking', async () => {
    const { sent } = fakeApi({
      [CALL_EN]: call,
      [BOOK]: json(
        {
          status: 'booked',
          email: 'ada@example.org',
          startsAt: SESSIONS[0]!.startsAt,
          title: 'Discovery call',
        },
        201,
      ),
    });
    const form = await openForm('en');
    await form.user.click(screen.getAllByRole('radio', { name: '10:00 AM CT' })[0]!);
    await fillFamily(form);
    await form.user.click(form.submit());
    const summary = await form.summary();
    expect(linksOf(summary)).toEqual(['Enter a phone number we can call you on']);
    const phone = screen.getByRole('textbox', { name: /^Phone number/ });
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionsOf(phone)).toContain('Enter a phone number we can call you on');
    expect(sent.filter((request) => request.method === 'POST')).toEqual([]);

    await form.user.type(phone, '(512) 555-0123');
    await form.user.click(form.submit());
    await screen.findByRole('status');
    const [posted] = sent.filter((request) => request.method === 'POST');
    expect(posted!.body).toMatchObject({ sessionId: SESSION_ID.morning, phone: '(512) 555-0123' });
  });

  it('says what is wrong in Spanish on the Spanish page, the server’s words too', async () => {
    fakeApi({
      [CALL_ES]: call,
      [BOOK]: json(
        {
          message: 'Please correct the request.',
          fieldErrors: { phone: [PHONE_REQUIRED_MESSAGE] },
        },
        400,
      ),
    });
    const form = await openForm('es');
    await form.user.click(form.submit());
    expect(linksOf(await form.summary())).toContain(
      'Escriba un número de teléfono al que podamos llamarle',
    );
    await form.user.click(
      screen.getAllByRole('radio', { name: '10:00 a. m. (hora del centro)' })[0]!,
    );
    await form.user.type(screen.getByRole('textbox', { name: 'Su nombre' }), 'Ada');
    await form.user.type(
      screen.getByRole('textbox', { name: /^Correo electrónico/ }),
      'ada@example.org',
    );
    const phone = screen.getByRole('textbox', { name: /^Número de teléfono/ });
    await form.user.type(phone, '555-012');
    await form.user.click(form.submit());
    await waitFor(async () =>
      expect(linksOf(await form.summary())).toEqual([
        'Escriba un número de teléfono con al menos 7 dígitos, por ejemplo (512) 555-0123',
      ]),
    );
    // The server refuses what the page did not know: said in Spanish beside the field.
    await form.user.type(phone, '3');
    await form.user.click(form.submit());
    await waitFor(async () =>
      expect(linksOf(await form.summary())).toEqual([
        'Escriba un número de teléfono al que podamos llamarle',
      ]),
    );
    expect(descriptionsOf(phone)).toContain(
      'Escriba un número de teléfono al que podamos llamarle',
    );
  });
});
