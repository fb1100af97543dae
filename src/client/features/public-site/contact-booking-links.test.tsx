import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import * as campuses from '../../../domain/content/campuses.ts';
import * as contact from '../../../domain/content/contact.ts';
import * as spanishCampuses from '../../../domain/content/es/campuses.ts';
import * as spanishContact from '../../../domain/content/es/contact.ts';
import * as spanishNavigation from '../../../domain/content/es/navigation.ts';
import * as spanishPartnership from '../../../domain/content/es/partnership.ts';
import * as spanishShell from '../../../domain/content/es/site-shell.ts';
import * as navigation from '../../../domain/content/navigation.ts';
import * as partnership from '../../../domain/content/partnership.ts';
import * as shell from '../../../domain/content/site-shell.ts';
import { SiteShellProvider } from '../../i18n/site-shell.tsx';
import { ContactPage } from './contact-page.tsx';

const LANGUAGES = [
  {
    locale: 'en' as const,
    path: '/contact',
    visits: '/visits',
    content: { contact, campuses, partnership },
    shell: { locale: 'en' as const, navigation, shell },
  },
  {
    locale: 'es' as const,
    path: '/es/contact',
    visits: '/es/visits',
    content: {
      contact: spanishContact,
      campuses: spanishCampuses,
      partnership: spanishPartnership,
    },
    shell: { locale: 'es' as const, navigation: spanishNavigation, shell: spanishShell },
  },
];

function renderContact(language: (typeof LANGUAGES)[number]) {
  const router = createMemoryRouter(
    [
      {
        path: language.path,
        element: (
          <SiteShellProvider value={language.shell}>
            <ContactPage content={language.content} />
          </SiteShellProvider>
        ),
      },
    ],
    { initialEntries: [language.path] },
  );
  render(<RouterProvider router={router} />);
}

const section = (id: string) => within(document.getElementById(id)!);
const hrefOf = (element: HTMLElement) => element.getAttribute('href') ?? '';

describe('the contact page: book what can be booked, write for the rest (ADR 052)', () => {
  it.each(LANGUAGES)('$locale: tours and sessions link to the visits page', (language) => {
    renderContact(language);
    const words = language.content.contact;

    const [inquiry, consultation, tour, session] = words.MAIL_ACTIONS;
    const writeToUs = section('write-to-us');
    expect(hrefOf(writeToUs.getByRole('link', { name: tour!.label }))).toBe(language.visits);
    expect(hrefOf(writeToUs.getByRole('link', { name: session!.label }))).toBe(language.visits);
    // Questions still open the mail program with their subject.
    for (const question of [inquiry!, consultation!]) {
      const href = hrefOf(writeToUs.getByRole('link', { name: question.label }));
      expect(href).toMatch(/^mailto:/);
      expect(decodeURIComponent(href)).toContain('subject' in question ? question.subject : '');
    }

    const sessions = section('information-sessions');
    const [briefing, family, symposium, call] = words.INFORMATION_SESSIONS.sessions;
    for (const booked of [briefing!, family!, symposium!, call!]) {
      expect(hrefOf(sessions.getByRole('link', { name: booked.actionLabel }))).toBe(
        language.visits,
      );
    }

    // A tour still to come is booked; a past one asks about the next tour by mail.
    const tours = section('virtual-tours').getAllByRole('link');
    expect(tours).toHaveLength(3);
    for (const link of tours) {
      const isAsk = link.textContent === words.VIRTUAL_TOURS_SECTION.askLabel;
      expect(hrefOf(link)).toMatch(isAsk ? /^mailto:/ : new RegExp(`^${language.visits}$`));
    }
    expect(
      screen.getAllByRole('link').filter((link) => hrefOf(link) === language.visits).length,
    ).toBeGreaterThanOrEqual(5);
  });
});
