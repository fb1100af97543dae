import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import * as enrollment from '../../../domain/content/es/enrollment.ts';
import * as messages from '../../../domain/content/es/enrollment-messages.ts';
import * as status from '../../../domain/content/es/waiting-list-status.ts';
import * as options from '../../../domain/content/es/waiting-list-options.ts';
import type { EnrollmentCopy } from './enrollment-copy.tsx';
import { EnrollmentPage } from './enrollment-page.tsx';

const SPANISH: EnrollmentCopy = { locale: 'es', enrollment, options, messages, status };
const FIRST_NAME = enrollment.ENROLLMENT_FIELD_TEXT.firstName.label;
const NEEDS = enrollment.ENROLLMENT_FIELD_TEXT.studentNeeds.label;

/** The page as a reload shows it: a new render of the same address in the same tab. */
function openPage() {
  const router = createMemoryRouter(
    [{ path: '/es/enrollment', element: <EnrollmentPage copy={SPANISH} /> }],
    { initialEntries: ['/es/enrollment'] },
  );
  render(<RouterProvider router={router} />);
  const form = screen.getAllByRole('tabpanel')[0]!;
  return { user: userEvent.setup(), form };
}

describe('answers typed before a reload', () => {
  it('come back in the same tab, with a note that says where they were kept', async () => {
    const first = openPage();
    expect(within(first.form).queryByRole('status')).toBeNull();
    await first.user.type(within(first.form).getByRole('textbox', { name: FIRST_NAME }), 'Ana');
    await first.user.type(
      within(first.form).getByRole('textbox', { name: (name) => name.startsWith(NEEDS) }),
      'Dislexia',
    );
    cleanup();

    const again = openPage();
    await waitFor(() =>
      expect(within(again.form).getByRole('textbox', { name: FIRST_NAME })).toHaveProperty(
        'value',
        'Ana',
      ),
    );
    expect(
      within(again.form).getByRole('textbox', { name: (name) => name.startsWith(NEEDS) }),
    ).toHaveProperty('value', 'Dislexia');
    expect(within(again.form).getByRole('status').textContent).toContain(
      enrollment.DRAFT_RESTORED.note,
    );
  });

  it('are gone once the family empties the form, and focus moves to the first field', async () => {
    const first = openPage();
    await first.user.type(within(first.form).getByRole('textbox', { name: FIRST_NAME }), 'Ana');
    cleanup();

    const again = openPage();
    const button = await within(again.form).findByRole('button', {
      name: enrollment.DRAFT_RESTORED.clear,
    });
    await again.user.click(button);
    const firstName = within(again.form).getByRole('textbox', { name: FIRST_NAME });
    expect(firstName).toHaveProperty('value', '');
    expect(document.activeElement).toBe(firstName);
    expect(within(again.form).queryByRole('status')).toBeNull();
    cleanup();

    const third = openPage();
    // Give a restore every chance to happen before saying it did not.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(third.form).getByRole('textbox', { name: FIRST_NAME })).toHaveProperty(
      'value',
      '',
    );
    expect(window.sessionStorage.length).toBe(0);
  });

  it('are not kept at all while the form is empty', async () => {
    const page = openPage();
    const firstName = within(page.form).getByRole('textbox', { name: FIRST_NAME });
    await page.user.type(firstName, 'A');
    expect(window.sessionStorage.length).toBe(1);
    await page.user.clear(firstName);
    expect(window.sessionStorage.length).toBe(0);
  });
});
