import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { VISITS_COPY_EN } from './visits-copy-en.ts';
import { VISITS_COPY_ES } from './visits-copy-es.ts';
import {
  DISCOVERY_CALL,
  FAMILY_MORNING,
  fakeApi,
  json,
  renderAt,
  resetVisits,
} from './visits-harness.tsx';
import { VisitsPage } from './visits-page.tsx';

afterEach(resetVisits);

const renderList = (path = '/visits') =>
  renderAt(
    path,
    path,
    <VisitsPage copy={path.startsWith('/es') ? VISITS_COPY_ES : VISITS_COPY_EN} />,
  );

describe('the visits list', () => {
  it('shows each visit with its next three times in Central Time and the seats left', async () => {
    const { fetchMock } = fakeApi({
      'GET /api/visits?language=en': json({ visits: [FAMILY_MORNING, DISCOVERY_CALL] }),
    });
    renderList();
    expect(screen.getByRole('heading', { level: 1, name: 'Visit us' })).toBeTruthy();
    expect(screen.getByText(/a quiet hour, low light, no crowd/)).toBeTruthy();
    const family = await screen.findByRole('article', { name: 'Saturday family morning' });
    expect(fetchMock).toHaveBeenCalledWith('/api/visits?language=en', expect.anything());
    expect(family.textContent).toContain(
      'In person at 1200 Discovery Way, The Woodlands, TX 77380',
    );
    expect(family.textContent).toContain('1 hour 30 minutes');
    expect(family.textContent).toContain('In English or Spanish');

    const times = within(family)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    // 15:00 UTC on May 4, 2030 is 10:00 in Texas (daylight time); only the first three show.
    expect(times).toEqual([
      'Saturday, May 4, 2030, 10:00 AM CT5 seats left',
      'Saturday, May 4, 2030, 1:30 PM CTFull: join the waiting list',
      'Saturday, May 11, 2030, 10:00 AM CT1 seat left',
    ]);
    expect(
      within(family)
        .getByRole('link', { name: /^Choose a time\W+Saturday family morning$/ })
        .getAttribute('href'),
    ).toBe('/visits/saturday-family-morning');
    expect(
      within(family)
        .getByRole('link', { name: /^What will happen on the visit\W+Saturday family morning$/ })
        .getAttribute('href'),
    ).toBe('/visits/saturday-family-morning/story');

    const call = screen.getByRole('article', { name: 'Discovery call' });
    expect(call.textContent).toContain('A phone call: we call you');
    expect(call.textContent).toContain('No open times right now.');
    expect(within(call).queryByRole('link')).toBeNull();
  });

  it('in Spanish, asks for the Spanish words and writes the times in Spanish', async () => {
    fakeApi({
      'GET /api/visits?language=es': json({
        visits: [{ ...FAMILY_MORNING, title: 'Mañana en familia del sábado' }],
      }),
    });
    renderList('/es/visits');
    expect(screen.getByRole('heading', { level: 1, name: 'Visítenos' })).toBeTruthy();
    const family = await screen.findByRole('article', { name: 'Mañana en familia del sábado' });
    expect(family.textContent).toContain(
      'sábado, 4 de mayo de 2030, 10:00 a. m. (hora del centro)',
    );
    expect(family.textContent).toContain('Quedan 5 lugares');
    expect(family.textContent).toContain('Lleno: únase a la lista de espera');
    expect(family.textContent).toContain('En inglés o español');
    expect(
      within(family)
        .getByRole('link', { name: /^Elegir una hora/ })
        .getAttribute('href'),
    ).toBe('/es/visits/saturday-family-morning');
  });

  it('with nothing open, says so and gives the address to write to', async () => {
    fakeApi({ 'GET /api/visits?language=en': json({ visits: [] }) });
    renderList();
    expect(await screen.findByText(/No visits are open for booking right now/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'support@example.org' }).getAttribute('href')).toBe(
      'mailto:support@example.org',
    );
  });

  it('says plainly when the list did not arrive, and asks again', async () => {
    const { fetchMock } = fakeApi({ 'GET /api/visits?language=en': 'network-error' });
    const { user } = renderList();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'We could not load the visits. Please try again in a moment.',
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
