import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SPANISH, fakeVisitApi, renderStory, resetStory, tourVisit } from './story-harness.tsx';

const PATH = '/api/visits/campus-tour-woodlands';

afterEach(resetStory);

describe('the story page (ADR 052): one step per screen', () => {
  it('asks for the visit in English and opens at the first step, filled in with the visit', async () => {
    const { asked } = fakeVisitApi({ [PATH]: { status: 200, body: tourVisit() } });
    const page = renderStory();

    const first = await page.stepHeading(0);
    const step = within(first.closest('section')!);
    expect(asked).toEqual([`${PATH}?language=en`]);
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: page.words.title('Campus tour in The Woodlands'),
      }),
    ).toBeTruthy();
    // Only the step on screen is seen; arriving does not move focus away from the page's start.
    expect(page.shownHeadings()).toEqual([first]);
    expect(document.activeElement).not.toBe(first);
    expect(step.getByText('The visit takes 1 hour and 30 minutes.')).toBeTruthy();
    expect(step.getByText('You can leave at any time. Nobody will ask why.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: page.words.back })).toBeNull();
  });

  it('moves with Next and Back, says which step of how many, and puts focus on the heading', async () => {
    fakeVisitApi({ [PATH]: { status: 200, body: tourVisit() } });
    const page = renderStory();
    await page.stepHeading(0);
    expect(page.words.counter(2, 7)).toMatch(/ 2 of 7$/);

    await page.user.click(screen.getByRole('button', { name: page.words.next }));
    const second = await page.stepHeading(1);
    expect(second.textContent).toContain(page.words.counter(2, 7));
    expect(document.activeElement).toBe(second);
    expect(page.shownHeadings()).toEqual([second]);
    // The parking step gives the visit's own address.
    expect(
      within(second.closest('section')!).getByText(
        'The visit is at this address: 2500 Research Forest Drive, The Woodlands, TX 77381.',
      ),
    ).toBeTruthy();

    await page.user.click(screen.getByRole('button', { name: page.words.back }));
    expect(document.activeElement).toBe(await page.stepHeading(0));
  });

  it('works from the keyboard, and Escape changes nothing', async () => {
    fakeVisitApi({ [PATH]: { status: 200, body: tourVisit() } });
    const page = renderStory();
    await page.stepHeading(0);

    screen.getByRole('button', { name: page.words.next }).focus();
    await page.user.keyboard('{Enter}');
    const second = await page.stepHeading(1);
    expect(document.activeElement).toBe(second);

    // From the heading, Tab reaches Back first, then Next; Space presses Next.
    await page.user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: page.words.back }));
    await page.user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: page.words.next }));
    await page.user.keyboard(' ');
    const third = await page.stepHeading(2);
    expect(document.activeElement).toBe(third);

    await page.user.keyboard('{Escape}');
    expect(document.activeElement).toBe(third);
    expect(page.shownHeadings()).toEqual([third]);
  });

  it('reaches any step from the list of steps, and the last step has no Next', async () => {
    fakeVisitApi({ [PATH]: { status: 200, body: tourVisit() } });
    const page = renderStory();
    await page.stepHeading(0);
    const nav = screen.getByRole('navigation', { name: page.words.stepsNavLabel });
    const items = within(nav).getAllByRole('button');
    expect(items.map((item) => item.textContent)).toEqual(page.steps.map((step) => step.title));
    expect(items[0]!.getAttribute('aria-current')).toBe('step');

    await page.user.click(within(nav).getByRole('button', { name: 'The quiet room' }));
    const quietRoom = await page.stepHeading(5);
    expect(document.activeElement).toBe(quietRoom);
    expect(items[5]!.getAttribute('aria-current')).toBe('step');
    expect(items[0]!.getAttribute('aria-current')).toBeNull();
    expect(
      within(quietRoom.closest('section')!).getByText(
        'Anyone can go there at any time. You do not have to ask first.',
      ),
    ).toBeTruthy();

    await page.user.click(within(nav).getByRole('button', { name: 'How to leave early' }));
    const leaving = await page.stepHeading(6);
    expect(within(leaving.closest('section')!).getByText('Nobody will ask why.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: page.words.next })).toBeNull();

    // Choosing the step already shown still brings focus back to its heading.
    screen.getByRole('button', { name: page.words.back }).focus();
    await page.user.click(within(nav).getByRole('button', { name: 'How to leave early' }));
    expect(document.activeElement).toBe(await page.stepHeading(6));
  });

  it('has every step in the page for printing, and the button prints', async () => {
    fakeVisitApi({ [PATH]: { status: 200, body: tourVisit() } });
    // happy-dom has no print dialog: the browser's window.print is stood in for.
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const page = renderStory();
    await page.stepHeading(0);

    const sections = page.container.querySelectorAll('section');
    expect([...sections].map((section) => section.querySelector('h2')?.textContent)).toEqual(
      page.steps.map((step, index) => `${page.words.counter(index + 1, 7)} ${step.title}`),
    );
    // Hidden on screen, shown on paper; the step on screen needs no override.
    const hidden = [...sections].filter((section) => section.classList.contains('hidden'));
    expect(hidden).toHaveLength(6);
    for (const section of hidden) expect(section.classList.contains('print:block')).toBe(true);
    // Buttons and the list of steps stay off the paper.
    expect(screen.getByRole('navigation').className).toContain('print:hidden');

    await page.user.click(screen.getByRole('button', { name: page.words.print }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('shows drawings that only decorate and that never overflow a narrow screen', async () => {
    fakeVisitApi({ [PATH]: { status: 200, body: tourVisit() } });
    const page = renderStory();
    await page.stepHeading(0);
    const images = page.container.querySelectorAll('img');
    expect(images.length).toBeGreaterThanOrEqual(7);
    for (const image of images) {
      expect(image.getAttribute('alt')).toBe('');
      expect(image.getAttribute('src')).toMatch(/^\/illustrations\/[a-z-]+\.svg$/);
      expect(image.className).toContain('max-w-full');
    }
    // The rooms step shows the classroom and the lab.
    const rooms = page.container.querySelector('section[aria-labelledby="story-step-rooms"]')!;
    expect([...rooms.querySelectorAll('img')].map((image) => image.getAttribute('src'))).toEqual([
      '/illustrations/learning-together.svg',
      '/illustrations/lab-bench.svg',
    ]);
  });
});

describe('the story page in Spanish', () => {
  it('asks for the visit in Spanish and speaks Spanish throughout', async () => {
    const { asked } = fakeVisitApi({
      [PATH]: {
        status: 200,
        body: tourVisit({ title: 'Visita al campus en The Woodlands', durationMinutes: 60 }),
      },
    });
    const page = renderStory('campus-tour-woodlands', SPANISH);

    const first = await page.stepHeading(0);
    expect(first.textContent).toBe('Paso 1 de 7 Antes de venir');
    expect(asked).toEqual([`${PATH}?language=es`]);
    const step = within(first.closest('section')!);
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'Qué pasará: Visita al campus en The Woodlands',
      }),
    ).toBeTruthy();
    expect(step.getByText('La visita dura 1 hora.')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Todos los pasos' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Imprimir todos los pasos' })).toBeTruthy();

    await page.user.click(screen.getByRole('button', { name: 'Siguiente' }));
    const second = await page.stepHeading(1);
    expect(second.textContent).toBe('Paso 2 de 7 Dónde estacionarse');
    expect(document.activeElement).toBe(second);
    expect(screen.getByRole('button', { name: 'Atrás' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver a la página de la visita' })).toHaveProperty(
      'pathname',
      '/es/visits/campus-tour-woodlands',
    );
  });
});

describe('the story page when there is no story to show', () => {
  it('says plainly that a visit has no story page and links back to the visit', async () => {
    fakeVisitApi({
      '/api/visits/investor-briefing': {
        status: 200,
        body: tourVisit({
          slug: 'investor-briefing',
          kind: 'investor-briefing',
          title: 'Investor briefing',
          format: 'virtual',
          location: null,
          hasStory: false,
        }),
      },
    });
    const page = renderStory('investor-briefing');

    expect(await screen.findByText(page.words.noStory)).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: page.words.stepsNavLabel })).toBeNull();
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
    const back = screen.getByRole('link', { name: page.words.backToVisit });
    expect(back.getAttribute('href')).toBe('/visits/investor-briefing');
    await page.user.click(back);
    expect(await screen.findByRole('heading', { name: 'Visit page' })).toBeTruthy();
  });

  it('says when the address leads to no visit, with the way to all visits', async () => {
    fakeVisitApi({});
    const page = renderStory('no-such-visit');
    expect(
      await screen.findByRole('heading', { level: 1, name: page.words.notFoundTitle }),
    ).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain(page.words.notFoundText);
    expect(screen.getByRole('link', { name: page.words.allVisits }).getAttribute('href')).toBe(
      '/visits',
    );
  });

  it('says loading, then a failure plainly, and tries again when asked', async () => {
    const api = fakeVisitApi({ [PATH]: 'network-error' });
    const page = renderStory();
    expect(screen.getByRole('status').textContent).toContain(page.words.loading);
    expect((await screen.findByRole('alert')).textContent).toContain(page.words.loadFailed);

    api.fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify(tourVisit()), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    await page.user.click(screen.getByRole('button', { name: page.words.retry }));
    await page.stepHeading(0);
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});
