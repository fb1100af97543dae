import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OFFER_GONE_MESSAGE } from '../../../domain/visits/public-booking.ts';
import { BookingLinkPage } from './booking-page.tsx';
import { VISITS_COPY_EN } from './visits-copy-en.ts';
import { VISITS_COPY_ES } from './visits-copy-es.ts';
import {
  bookingView,
  fakeApi,
  json,
  renderAt,
  resetVisits,
  SESSION_ID,
  SESSIONS,
  TOKEN,
} from './visits-harness.tsx';

afterEach(resetVisits);

const BOOKING = `/api/visits/bookings/${TOKEN}`;

async function openBooking(language: 'en' | 'es' = 'en') {
  const copy = language === 'en' ? VISITS_COPY_EN : VISITS_COPY_ES;
  const prefix = language === 'en' ? '' : '/es';
  const page = renderAt(
    `${prefix}/visits/booking/${TOKEN}`,
    `${prefix}/visits/booking/:token`,
    <BookingLinkPage copy={copy} token={TOKEN} />,
  );
  expect(screen.getByRole('heading', { level: 1, name: copy.bookingPageTitle })).toBeTruthy();
  await screen.findByRole('heading', { name: copy.booking.detailsTitle });
  return page;
}

/** The value beside a term of the details list. */
const detail = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling;

describe('the booking link’s page', () => {
  it('says what, when and where, who comes and what helps, with the calendar and the story', async () => {
    fakeApi({ [`GET ${BOOKING}`]: json(bookingView()) });
    await openBooking();
    expect(screen.getByText('Booked')).toBeTruthy();
    expect(screen.getByText('You are booked. We look forward to seeing you.')).toBeTruthy();
    expect(detail('Visit')?.textContent).toBe('Saturday family morning');
    expect(detail('When')?.textContent).toBe('Saturday, May 4, 2030, 10:00 AM CT');
    expect(detail('Where')?.textContent).toBe(
      'In person at 1200 Discovery Way, The Woodlands, TX 77380',
    );
    expect(detail('People')?.textContent).toBe('3 people');
    expect(detail('What would help')?.textContent).toBe('A quiet hour\nLow light');
    expect(detail('Your note')?.textContent).toBe('Our son likes to know what comes next.');
    expect(screen.getByRole('link', { name: 'Add to my calendar' }).getAttribute('href')).toBe(
      `${BOOKING}/calendar.ics`,
    );
    expect(screen.getByRole('link', { name: 'What will happen' }).getAttribute('href')).toBe(
      '/visits/saturday-family-morning/story',
    );
  });

  it('shows the meeting link of an online visit once the seat is theirs', async () => {
    const { visit } = bookingView();
    fakeApi({
      [`GET ${BOOKING}`]: json(
        bookingView({
          visit: { ...visit, format: 'virtual', location: null, hasStory: false },
          meetingUrl: 'https://meet.example.org/novalearn-tour',
        }),
      ),
    });
    await openBooking();
    expect(detail('Where')?.textContent).toBe('Online');
    expect(
      screen.getByRole('link', { name: 'https://meet.example.org/novalearn-tour' }),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'What will happen' })).toBeNull();
  });

  it('cancels after asking once, with "keep" focused first', async () => {
    const { sent } = fakeApi({
      [`GET ${BOOKING}`]: json(bookingView()),
      [`POST ${BOOKING}/cancel`]: json(bookingView({ status: 'cancelled', canChange: false })),
    });
    const { user } = await openBooking();
    await user.click(screen.getByRole('button', { name: "I can't come" }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel your booking?' });
    expect(dialog.textContent).toContain('We free your seat for another family.');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Keep my booking' }));
    await user.click(screen.getByRole('button', { name: 'Keep my booking' }));
    expect(sent.filter((request) => request.method === 'POST')).toEqual([]);

    await user.click(screen.getByRole('button', { name: "I can't come" }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel my booking' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent.filter((request) => request.method === 'POST').map((r) => r.path)).toEqual([
      `${BOOKING}/cancel`,
    ]);
    const notice = screen.getByText('Done. Your booking is cancelled.');
    await waitFor(() => expect(document.activeElement?.contains(notice)).toBe(true));
    expect(screen.getByText('This booking is cancelled.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: "I can't come" })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Add to my calendar' })).toBeNull();
    expect(screen.getByRole('link', { name: 'See the visits' }).getAttribute('href')).toBe(
      '/visits',
    );
  });

  it('takes a held seat on "Yes, I\'ll come"', async () => {
    const offered = bookingView({
      status: 'offered',
      offerExpiresAt: '2030-05-04T13:00:00.000Z',
      otherSessions: [],
    });
    const { sent } = fakeApi({
      [`GET ${BOOKING}`]: json(offered),
      [`POST ${BOOKING}/accept`]: json({ ...offered, status: 'booked', offerExpiresAt: null }),
    });
    const { user } = await openBooking();
    expect(
      screen.getByText(
        'A seat is held for you until Saturday, May 4, 2030, 8:00 AM CT. Say yes below to keep it.',
      ),
    ).toBeTruthy();
    // A seat offered is not theirs yet: no calendar file, no other times to move to.
    expect(screen.queryByRole('link', { name: 'Add to my calendar' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Choose another time' })).toBeNull();
    await user.click(screen.getByRole('button', { name: "Yes, I'll come" }));
    expect(await screen.findByText('Done. The seat is yours: you are booked.')).toBeTruthy();
    expect(sent.filter((request) => request.method === 'POST').map((r) => r.path)).toEqual([
      `${BOOKING}/accept`,
    ]);
    expect(screen.getByText('Booked')).toBeTruthy();
    expect(screen.queryByRole('button', { name: "Yes, I'll come" })).toBeNull();
    expect(screen.getByRole('link', { name: 'Add to my calendar' })).toBeTruthy();
  });

  it('moves to another time chosen from the list, and says the new time', async () => {
    const december = SESSIONS[3]!;
    const { sent } = fakeApi({
      [`GET ${BOOKING}`]: json(bookingView()),
      [`POST ${BOOKING}/move`]: json(
        bookingView({
          session: {
            id: december.id,
            startsAt: december.startsAt,
            endsAt: december.endsAt,
            closesAt: december.closesAt,
            status: 'scheduled',
          },
        }),
      ),
    });
    const { user } = await openBooking();
    const open = screen.getByRole('button', { name: 'Choose another time' });
    expect(open.getAttribute('aria-expanded')).toBe('false');
    await user.click(open);
    expect(open.getAttribute('aria-expanded')).toBe('true');
    const list = screen.getByRole('group', { name: 'Other open times' });
    // The booking's own time is not among the others.
    expect(within(list).queryByRole('group', { name: 'Saturday, May 4, 2030' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Move my booking' }));
    expect(within(list).getByText('Choose a time from the list')).toBeTruthy();
    expect(sent.filter((request) => request.method === 'POST')).toEqual([]);

    await user.click(
      within(list).getByRole('radio', { name: '10:00 AM CT', description: '12 seats left' }),
    );
    await user.click(screen.getByRole('button', { name: 'Move my booking' }));
    expect(
      await screen.findByText(
        'Done. Your booking is now for Saturday, December 7, 2030, 10:00 AM CT.',
      ),
    ).toBeTruthy();
    expect(sent.filter((request) => request.method === 'POST')).toEqual([
      { method: 'POST', path: `${BOOKING}/move`, body: { sessionId: SESSION_ID.december } },
    ]);
    expect(detail('When')?.textContent).toBe('Saturday, December 7, 2030, 10:00 AM CT');
    expect(screen.queryByRole('group', { name: 'Other open times' })).toBeNull();
  });

  it('after the cut-off says why the time cannot be moved, and still lets them cancel', async () => {
    const soon = new Date(Date.now() + 60 * 60_000);
    fakeApi({
      [`GET ${BOOKING}`]: json(
        bookingView({
          canChange: false,
          session: {
            id: SESSION_ID.morning,
            startsAt: soon.toISOString(),
            endsAt: new Date(soon.getTime() + 90 * 60_000).toISOString(),
            closesAt: new Date(soon.getTime() - 120 * 60_000).toISOString(),
            status: 'scheduled',
          },
        }),
      ),
    });
    await openBooking();
    expect(screen.getByText(/^Moving to another time closed on /)).toBeTruthy();
    expect(screen.getByText(/To change it, write to us at/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Choose another time' })).toBeNull();
    expect(screen.getByRole('button', { name: "I can't come" })).toBeTruthy();
  });

  it('in Spanish, says what a refusal means', async () => {
    fakeApi({
      [`GET ${BOOKING}`]: json(
        bookingView({ status: 'offered', offerExpiresAt: '2030-05-04T13:00:00.000Z' }),
      ),
      [`POST ${BOOKING}/accept`]: json({ message: OFFER_GONE_MESSAGE }, 409),
    });
    const { user } = await openBooking('es');
    expect(screen.getByText('Le guardamos un lugar')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Sí, voy a ir' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Ya no le guardamos este lugar.');
  });
});

describe('a link that opens no booking', () => {
  it('gives the server’s words and the way to the visits', async () => {
    fakeApi({
      [`GET ${BOOKING}`]: json(
        { message: 'This booking link is not valid. Check the link in your confirmation email.' },
        404,
      ),
    });
    renderAt(
      `/visits/booking/${TOKEN}`,
      '/visits/booking/:token',
      <BookingLinkPage copy={VISITS_COPY_EN} token={TOKEN} />,
    );
    expect(await screen.findByRole('heading', { name: 'This link does not work' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(
      'This booking link is not valid. Check the link in your confirmation email.',
    );
    expect(screen.getByRole('link', { name: 'See the visits' }).getAttribute('href')).toBe(
      '/visits',
    );
  });

  it('in Spanish', async () => {
    fakeApi({ [`GET ${BOOKING}`]: json({ message: 'This booking link is not valid.' }, 404) });
    renderAt(
      `/es/visits/booking/${TOKEN}`,
      '/es/visits/booking/:token',
      <BookingLinkPage copy={VISITS_COPY_ES} token={TOKEN} />,
    );
    expect(await screen.findByRole('heading', { name: 'Este enlace no funciona' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(
      'No encontramos ninguna reserva con este enlace.',
    );
    expect(screen.getByRole('link', { name: 'Ver las visitas' }).getAttribute('href')).toBe(
      '/es/visits',
    );
  });
});
