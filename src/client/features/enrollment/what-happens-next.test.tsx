import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import * as enrollment from '../../../domain/content/enrollment.ts';
import * as messages from '../../../domain/content/enrollment-messages.ts';
import * as spanishEnrollment from '../../../domain/content/es/enrollment.ts';
import * as spanishMessages from '../../../domain/content/es/enrollment-messages.ts';
import * as spanishOptions from '../../../domain/content/es/waiting-list-options.ts';
import * as spanishStatus from '../../../domain/content/es/waiting-list-status.ts';
import * as options from '../../../domain/content/waiting-list-options.ts';
import * as status from '../../../domain/content/waiting-list-status.ts';
import { EnrollmentCopyProvider, type EnrollmentCopy } from './enrollment-copy.tsx';
import { WhatHappensNext } from './what-happens-next.tsx';

const LANGUAGES: { copy: EnrollmentCopy; visits: string }[] = [
  { copy: { locale: 'en', enrollment, options, messages, status }, visits: '/visits' },
  {
    copy: {
      locale: 'es',
      enrollment: spanishEnrollment,
      options: spanishOptions,
      messages: spanishMessages,
      status: spanishStatus,
    },
    visits: '/es/visits',
  },
];

describe('the "What Happens Next" strip (public spec §2)', () => {
  it.each(LANGUAGES)(
    '$copy.locale: keeps its three steps and offers to book a visit now',
    ({ copy, visits }) => {
      const router = createMemoryRouter(
        [
          {
            path: '/',
            element: (
              <EnrollmentCopyProvider value={copy}>
                <WhatHappensNext />
              </EnrollmentCopyProvider>
            ),
          },
        ],
        { initialEntries: ['/'] },
      );
      render(<RouterProvider router={router} />);
      const strip = within(
        screen.getByRole('region', { name: copy.enrollment.WHAT_HAPPENS_NEXT.title }),
      );
      for (const step of copy.enrollment.WHAT_HAPPENS_NEXT.steps) {
        expect(strip.getByText(step.text)).toBeTruthy();
      }
      const booking = strip.getByRole('link', {
        name: copy.enrollment.WHAT_HAPPENS_NEXT.booking.label,
      });
      expect(booking.getAttribute('href')).toBe(visits);
    },
  );
});
