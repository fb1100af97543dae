import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BOOKING_CLOSED_MESSAGE } from '../../../domain/visits/public-booking.ts';
import { VisitPage } from './visit-page.tsx';
import { VISITS_COPY_EN } from './visits-copy-en.ts';
import { VISITS_COPY_ES } from './visits-copy-es.ts';
import {
  DISCOVERY_CALL,
  FAMILY_MORNING,
  fakeApi,
  json,
  renderAt,
  resetVisits,
  SESSION_ID,
  SESSIONS,
} from './visits-harness.tsx';

afterEach(resetVisits);

const VISIT_EN = 'GET /api/visits/saturday-family-morning?language=en';
const VISIT_ES = 'GET /api/visits/saturday-family-morning?language=es';
const BOOK = 'POST /api/visits/bookings';

async function openForm(language: 'en' | 'es' = 'en', slug = 'saturday-family-morning') {
  const copy = language === 'en' ? VISITS_COPY_EN : VISITS_COPY_ES;
  const prefix = language === 'en' ? '' : '/es';
  const page = renderAt(
    `${prefix}/visits/${slug}`,
    `${prefix}/visits/:slug`,
    <VisitPage copy={copy} slug={slug} />,
  );
  await screen.findByRole('heading', { name: copy.visit.formTitle });
  const submit = () => screen.getByRole('button', { name: /^(Book|Join|Reservar|Entrar)/ });
  const summary = () => screen.findByRole('alert', { name: copy.form.errorSummaryTitle });
  return { ...page, copy, submit, summary };
}

const linksOf = (summary: HTMLElement) =>
  within(summary)
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('the booking form: what it asks', () => {
  it('lists the times under their day with the seats, and offers only the visit’s languages', async () => {
    fakeApi({
      [VISIT_EN]: json(FAMILY_MORNING),
      'GET /api/visits/discovery-call?language=en': json({ ...DISCOVERY_CALL, sessions: SESSIONS }),
    });
    await openForm();
    const may4 = screen.getByRole('group', { name: 'Saturday, May 4, 2030' });
    expect(within(may4).getByRole('radio', { name: '10:00 AM CT' })).toBeTruthy();
    const full = within(may4).getByRole('radio', { name: '1:30 PM CT' });
    expect(full.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(full.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Full — waiting list',
    );
    expect(screen.getByRole('group', { name: 'Saturday, December 7, 2030' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'English' })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: 'Español' })).toHaveProperty('checked', false);
    expect(screen.getByRole('checkbox', { name: 'A quiet hour' })).toBeTruthy();
    expect(
      screen.getByRole('combobox', { name: 'How many people are coming, counting you' }),
    ).toHaveProperty('value', '1');
    // Only a call asks for a phone number.
    expect(screen.queryByRole('textbox', { name: /^Phone number/ })).toBeNull();
  });

  it('asks no accommodations of a call, and offers English alone when that is all it is held in', async () => {
    fakeApi({
      'GET /api/visits/discovery-call?language=es': json({ ...DISCOVERY_CALL, sessions: SESSIONS }),
    });
    await openForm('es', 'discovery-call');
    expect(screen.queryByRole('checkbox')).toBeNull();
    const phone = screen.getByRole('textbox', { name: /^Número de teléfono/ });
    expect(phone.getAttribute('type')).toBe('tel');
    expect(phone.getAttribute('autocomplete')).toBe('tel');
    expect(phone.hasAttribute('required')).toBe(true);
    expect(screen.queryByRole('radio', { name: 'Español' })).toBeNull();
    expect(screen.getByRole('radio', { name: 'English' })).toHaveProperty('checked', true);
  });
});

describe('the booking form: checked before it is sent', () => {
  it('says what is missing, beside each field and in the summary, and sends nothing', async () => {
    const { sent } = fakeApi({ [VISIT_EN]: json(FAMILY_MORNING) });
    const form = await openForm();
    await form.user.type(screen.getByRole('textbox', { name: /^Email address/ }), 'not-an-email');
    await form.user.click(form.submit());
    const summary = await form.summary();
    expect(linksOf(summary)).toEqual([
      'Choose a time from the list',
      'Enter your name',
      'Enter a valid email address, like name@example.org',
    ]);
    expect(document.activeElement).toBe(summary);
    const name = screen.getByRole('textbox', { name: 'Your name' });
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(
      within(summary).getByRole('link', { name: 'Enter your name' }).getAttribute('href'),
    ).toBe(`#${name.id}`);
    const firstTime = screen.getByRole('radio', {
      name: '10:00 AM CT',
      description: '5 seats left',
    });
    expect(
      within(summary)
        .getByRole('link', { name: 'Choose a time from the list' })
        .getAttribute('href'),
    ).toBe(`#${firstTime.id}`);
    expect(sent.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('says it in Spanish on the Spanish page, a too-long note with its limit', async () => {
    const { sent } = fakeApi({ [VISIT_ES]: json(FAMILY_MORNING) });
    const form = await openForm('es');
    expect(screen.getByRole('radio', { name: 'Español' })).toHaveProperty('checked', true);
    expect(screen.getByRole('group', { name: 'Sábado, 4 de mayo de 2030' }).textContent).toContain(
      'Quedan 5 lugares',
    );
    await form.user.click(screen.getByRole('textbox', { name: /^Algo más/ }));
    await form.user.paste('x'.repeat(501));
    expect(screen.getByText('501 de 500 caracteres usados')).toBeTruthy();
    await form.user.click(form.submit());
    const summary = await form.summary();
    expect(linksOf(summary)).toEqual([
      'Elija una hora de la lista',
      'Escriba su nombre',
      'Escriba un correo electrónico válido, por ejemplo nombre@ejemplo.org',
      'Escriba la nota con 500 caracteres o menos',
    ]);
    expect(sent.filter((request) => request.method === 'POST')).toEqual([]);
  });
});

async function fillFamily(form: Awaited<ReturnType<typeof openForm>>) {
  await form.user.type(screen.getByRole('textbox', { name: 'Your name' }), 'Ada Lovelace');
  await form.user.type(screen.getByRole('textbox', { name: /^Email address/ }), 'ada@example.org');
}

describe('the booking form: sent', () => {
  it('books a time with seats and says so in place of the form', async () => {
    const { sent } = fakeApi({
      [VISIT_EN]: json(FAMILY_MORNING),
      [BOOK]: json(
        {
          status: 'booked',
          email: 'ada@example.org',
          startsAt: SESSIONS[0]!.startsAt,
          title: 'Saturday family morning',
        },
        201,
      ),
    });
    const form = await openForm();
    const may4 = screen.getByRole('group', { name: 'Saturday, May 4, 2030' });
    await form.user.click(within(may4).getByRole('radio', { name: '10:00 AM CT' }));
    await fillFamily(form);
    await form.user.selectOptions(
      screen.getByRole('combobox', { name: 'How many people are coming, counting you' }),
      '3 people',
    );
    await form.user.click(screen.getByRole('checkbox', { name: 'A quiet hour' }));
    await form.user.click(
      screen.getByRole('checkbox', { name: 'Only our family on the first visit' }),
    );
    await form.user.type(
      screen.getByRole('textbox', { name: /^Anything else/ }),
      'He likes trains',
    );
    expect(form.submit().textContent).toBe('Book this time');
    await form.user.click(form.submit());

    const confirmation = await screen.findByRole('status');
    expect(within(confirmation).getByRole('heading', { name: 'You are booked' })).toBeTruthy();
    expect(confirmation.textContent).toContain(
      'You are booked for Saturday family morning on Saturday, May 4, 2030, 10:00 AM CT. We sent an email to ada@example.org with the details, a calendar file and a link to change or cancel.',
    );
    expect(document.activeElement).toBe(confirmation);
    // What will happen on the visit, to read before coming.
    expect(
      within(confirmation)
        .getByRole('link', { name: 'What will happen on the visit' })
        .getAttribute('href'),
    ).toBe('/visits/saturday-family-morning/story');
    expect(screen.queryByRole('button', { name: 'Book this time' })).toBeNull();
    const posted = sent.filter((request) => request.method === 'POST');
    expect(posted).toEqual([
      {
        method: 'POST',
        path: '/api/visits/bookings',
        body: {
          sessionId: SESSION_ID.morning,
          name: 'Ada Lovelace',
          email: 'ada@example.org',
          language: 'en',
          partySize: 3,
          accommodations: ['quiet-hour', 'family-only'],
          note: 'He likes trains',
          phone: null,
          homepageUrl: '',
        },
      },
    ]);
  });

  it('on a full time says the family joins the waiting list, and confirms that', async () => {
    fakeApi({
      [VISIT_ES]: json(FAMILY_MORNING),
      [BOOK]: json(
        {
          status: 'waiting',
          email: 'ada@example.org',
          startsAt: SESSIONS[1]!.startsAt,
          title: 'Mañana en familia del sábado',
        },
        201,
      ),
    });
    const form = await openForm('es');
    await form.user.click(screen.getByRole('radio', { name: '1:30 p. m. (hora del centro)' }));
    expect(form.submit().textContent).toBe('Entrar en la lista de espera');
    await form.user.type(screen.getByRole('textbox', { name: 'Su nombre' }), 'Ada Lovelace');
    await form.user.type(
      screen.getByRole('textbox', { name: /^Correo electrónico/ }),
      'ada@example.org',
    );
    await form.user.click(form.submit());
    const confirmation = await screen.findByRole('status');
    expect(
      within(confirmation).getByRole('heading', { name: 'Está en la lista de espera' }),
    ).toBeTruthy();
    expect(confirmation.textContent).toContain(
      'Esta hora está llena. Está en la lista de espera para Mañana en familia del sábado el sábado, 4 de mayo de 2030, 1:30 p. m. (hora del centro). Si se libera un lugar, le escribimos a ada@example.org',
    );
  });

  it('says so when a party is larger than the seats left: it will wait', async () => {
    fakeApi({ [VISIT_EN]: json(FAMILY_MORNING) });
    const form = await openForm();
    await form.user.click(
      screen.getByRole('radio', { name: '10:00 AM CT', description: '1 seat left' }),
    );
    expect(form.submit().textContent).toBe('Book this time');
    await form.user.selectOptions(
      screen.getByRole('combobox', { name: 'How many people are coming, counting you' }),
      '2 people',
    );
    expect(form.submit().textContent).toBe('Join the waiting list');
  });
});

describe('the booking form: refused', () => {
  it('shows the server’s words when the time has closed, and reads the times again', async () => {
    const { fetchMock } = fakeApi({
      [VISIT_EN]: json(FAMILY_MORNING),
      [BOOK]: json({ message: BOOKING_CLOSED_MESSAGE }, 409),
    });
    const form = await openForm();
    await form.user.click(screen.getAllByRole('radio', { name: '10:00 AM CT' })[0]!);
    await fillFamily(form);
    await form.user.click(form.submit());
    const summary = await form.summary();
    expect(summary.textContent).toContain('Booking for this time has closed.');
    expect(screen.getByRole('textbox', { name: 'Your name' })).toHaveProperty(
      'value',
      'Ada Lovelace',
    );
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/visits/saturday')),
      ).toHaveLength(2),
    );
  });

  it('in Spanish, says what the refusal means', async () => {
    fakeApi({
      [VISIT_ES]: json(FAMILY_MORNING),
      [BOOK]: json({ message: BOOKING_CLOSED_MESSAGE }, 409),
    });
    const form = await openForm('es');
    await form.user.click(
      screen.getAllByRole('radio', { name: '10:00 a. m. (hora del centro)' })[0]!,
    );
    await form.user.type(screen.getByRole('textbox', { name: 'Su nombre' }), 'Ada');
    await form.user.type(
      screen.getByRole('textbox', { name: /^Correo electrónico/ }),
      'ada@example.org',
    );
    await form.user.click(form.submit());
    expect((await form.summary()).textContent).toContain(
      'Las reservas para esta hora ya cerraron.',
    );
  });

  it('says when too many bookings came from one connection, or the server was out of reach', async () => {
    const api = fakeApi({
      [VISIT_EN]: json(FAMILY_MORNING),
      [BOOK]: json({ message: 'Too many requests' }, 429),
    });
    const form = await openForm();
    await form.user.click(screen.getAllByRole('radio', { name: '10:00 AM CT' })[0]!);
    await fillFamily(form);
    await form.user.click(form.submit());
    expect((await form.summary()).textContent).toContain(
      'Many bookings were sent from this connection in the last hour. Please try again later.',
    );

    api.fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await form.user.click(form.submit());
    await waitFor(async () =>
      expect((await form.summary()).textContent).toContain(
        'We could not reach our server. Nothing was sent. Please try again.',
      ),
    );
  });

  it('shows a field the server refused beside the field, in Spanish too', async () => {
    fakeApi({
      [VISIT_ES]: json(FAMILY_MORNING),
      [BOOK]: json(
        {
          message: 'Please correct the request.',
          fieldErrors: { partySize: ['This time has 4 seats in all. Enter at most 4 people.'] },
        },
        400,
      ),
    });
    const form = await openForm('es');
    await form.user.click(
      screen.getAllByRole('radio', { name: '10:00 a. m. (hora del centro)' })[0]!,
    );
    await form.user.type(screen.getByRole('textbox', { name: 'Su nombre' }), 'Ada');
    await form.user.type(
      screen.getByRole('textbox', { name: /^Correo electrónico/ }),
      'ada@example.org',
    );
    await form.user.click(form.submit());
    expect(linksOf(await form.summary())).toEqual([
      'Esta hora tiene 4 lugares en total. Escriba 4 personas como máximo.',
    ]);
  });
});
