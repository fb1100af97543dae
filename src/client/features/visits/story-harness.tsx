import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import * as spanishStory from '../../../domain/content/es/visit-story.ts';
import * as story from '../../../domain/content/visit-story.ts';
import type { PublicVisitDto } from '../../../domain/visits/dtos.ts';
import { queryClient } from '../../lib/query-client.ts';
import type { StoryCopy } from './story-copy.ts';
import { StoryPage } from './story-page.tsx';

// The story page's tests share this harness: the API stand-in at the network boundary, the page
// in a router in either language, and the one rule of the built stylesheet the page relies on.

export const ENGLISH: StoryCopy = { locale: 'en', story };
export const SPANISH: StoryCopy = { locale: 'es', story: spanishStory };

/** A campus tour as GET /api/visits/:slug answers it (PublicVisitDto). */
export function tourVisit(overrides: Partial<PublicVisitDto> = {}): PublicVisitDto {
  return {
    id: '8d3c1a52-7a0e-4f4e-9a51-0c1f0c6d2b11',
    slug: 'campus-tour-woodlands',
    kind: 'campus-tour',
    title: 'Campus tour in The Woodlands',
    description: null,
    format: 'in-person',
    location: '2500 Research Forest Drive, The Woodlands, TX 77381',
    durationMinutes: 90,
    languages: ['en', 'es'],
    hasStory: true,
    sessions: [],
    ...overrides,
  };
}

type Answer = { status: number; body: unknown } | 'network-error';

/**
 * Stands in for the server's visits route: answers GET /api/visits/:slug from `answers` (by path)
 * and records every address asked for, query string included. Anything else is the server's 404.
 */
export function fakeVisitApi(answers: Record<string, Answer>) {
  const asked: string[] = [];
  const fetchMock = vi.fn(async (url: string) => {
    const address = new URL(url, 'http://localhost');
    asked.push(`${address.pathname}${address.search}`);
    const answer = answers[address.pathname] ?? {
      status: 404,
      body: { message: 'There is no visit at this address.' },
    };
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { asked, fetchMock };
}

/**
 * happy-dom loads no CSS: this is the built stylesheet's `hidden` (Tailwind), so a step hidden on
 * screen is hidden here too and role queries see only the step a person sees.
 */
function addScreenStyles() {
  const style = document.createElement('style');
  style.dataset.storyTest = '';
  style.textContent = '.hidden { display: none; }';
  document.head.append(style);
}

export function renderStory(slug = 'campus-tour-woodlands', copy: StoryCopy = ENGLISH) {
  const prefix = copy.locale === 'es' ? '/es' : '';
  addScreenStyles();
  const router = createMemoryRouter(
    [
      { path: `${prefix}/visits/:slug/story`, element: <StoryPage copy={copy} slug={slug} /> },
      { path: `${prefix}/visits/:slug`, element: <h1>Visit page</h1> },
      { path: `${prefix}/visits`, element: <h1>All visits</h1> },
    ],
    { initialEntries: [`${prefix}/visits/${slug}/story`] },
  );
  const view = render(<RouterProvider router={router} />);
  const words = copy.story.STORY_PAGE;
  const steps = copy.story.STORY_STEPS;
  return {
    ...view,
    router,
    user: userEvent.setup(),
    words,
    steps,
    /** The heading of step `index` (0-based) as a person sees it, counter included. */
    stepHeading: (index: number) =>
      screen.findByRole('heading', {
        level: 2,
        name: `${words.counter(index + 1, steps.length)} ${steps[index]!.title}`,
      }),
    shownHeadings: () => screen.queryAllByRole('heading', { level: 2 }),
  };
}

/** After each test: no cached answers, no stubbed fetch. */
export function resetStory(): void {
  for (const style of document.querySelectorAll('style[data-story-test]')) style.remove();
  queryClient.clear();
  vi.unstubAllGlobals();
}
