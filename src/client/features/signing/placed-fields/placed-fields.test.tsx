import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as en from '../../../../domain/content/signing.ts';
import * as es from '../../../../domain/content/es/signing.ts';
import { BAA, VIEW_PATH, fakeApi, openView, renderSigningView } from '../signing-test-kit.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The names of a section's field controls in page order, read-only lines by their text. */
function controlNames(section: HTMLElement) {
  return [...section.querySelectorAll<HTMLElement>('[id^="placed-field-"]')].map((control) =>
    control instanceof HTMLInputElement
      ? (section.querySelector(`label[for="${control.id}"]`)?.textContent ?? '')
      : (control.textContent ?? ''),
  );
}

const documentSection = (title: string) => screen.findByRole('region', { name: title });

describe('the fields of a partner’s own PDF on the signing page', () => {
  it('lists the signer’s own fields in reading order, page by page, without the page images', async () => {
    fakeApi({ [`GET ${VIEW_PATH}`]: { status: 200, body: openView() } });
    renderSigningView();

    const baa = await documentSection('Business associate agreement');
    expect(controlNames(baa)).toEqual([
      'Phone',
      'Initials (required)',
      'Department (required)',
      'I have read the privacy notice (required)',
      `Signature${en.PLACED_FIELDS.autoFilled.signature}`,
    ]);
    expect(
      within(baa)
        .getAllByRole('group')
        .map((group) => group.textContent),
    ).toEqual([expect.stringMatching(/^Page 1/), expect.stringMatching(/^Page 2/)]);
    // Someone else's field is theirs to fill: no control for it.
    expect(within(baa).queryByText(/Dana Ortiz/)).toBeNull();

    const dua = await documentSection('Data use agreement');
    expect(controlNames(dua)).toEqual([
      'Project name (required)',
      `Date signed${en.PLACED_FIELDS.autoFilled['date-signed']}`,
    ]);
    // pdf.js cannot run here: the page says so, and every field is still there to fill.
    expect(await within(baa).findByText(en.PLACED_FIELDS.imagesFailed)).toBeTruthy();
    expect(await within(dua).findByText(en.PLACED_FIELDS.imagesFailed)).toBeTruthy();
  });

  it('leads from one empty required field to the next, counting, then to the signing form', async () => {
    fakeApi({ [`GET ${VIEW_PATH}`]: { status: 200, body: openView() } });
    const user = renderSigningView();

    expect(await screen.findByText(en.NEXT_FIELD.left(4, 4))).toBeTruthy();
    const next = screen.getByRole('button', { name: en.NEXT_FIELD.next });

    await user.click(next);
    const initials = screen.getByRole('textbox', { name: 'Initials (required)' });
    expect(document.activeElement).toBe(initials);
    await user.type(initials, 'R. L.');
    expect(screen.getByText(en.NEXT_FIELD.left(3, 4))).toBeTruthy();

    await user.click(next);
    const department = screen.getByRole('textbox', { name: 'Department (required)' });
    expect(document.activeElement).toBe(department);
    await user.type(department, 'Cardiology');

    await user.click(next);
    const privacy = screen.getByRole('checkbox', { name: /privacy notice/ });
    expect(document.activeElement).toBe(privacy);
    await user.keyboard(' ');
    expect(screen.getByText(en.NEXT_FIELD.left(1, 4))).toBeTruthy();

    // Keyboard only: Tab from the last field reaches the bar, Enter moves on.
    await user.click(next);
    const project = screen.getByRole('textbox', { name: 'Project name (required)' });
    expect(document.activeElement).toBe(project);
    await user.type(project, 'Readmissions study');
    await user.tab();
    const toSigning = screen.getByRole('button', { name: en.NEXT_FIELD.toSigning });
    expect(document.activeElement).toBe(toSigning);
    expect(screen.getByText(en.NEXT_FIELD.allFilled)).toBeTruthy();
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(
      screen.getByRole('heading', { name: en.SIGN_SECTION.heading }),
    );
  });

  it('goes back to the first empty field when none is left after the current one', async () => {
    fakeApi({ [`GET ${VIEW_PATH}`]: { status: 200, body: openView() } });
    const user = renderSigningView();

    await user.type(
      await screen.findByRole('textbox', { name: 'Project name (required)' }),
      'Readmissions',
    );
    await user.click(screen.getByRole('button', { name: en.NEXT_FIELD.next }));
    expect(document.activeElement).toBe(
      screen.getByRole('textbox', { name: 'Initials (required)' }),
    );
  });

  it('fills the initials from the full name until the signer edits them', async () => {
    fakeApi({ [`GET ${VIEW_PATH}`]: { status: 200, body: openView() } });
    const user = renderSigningView();

    const fullName = await screen.findByRole('textbox', { name: /^Full name/ });
    const initials = screen.getByRole<HTMLInputElement>('textbox', {
      name: 'Initials (required)',
    });
    expect(initials.value).toBe('');
    await user.type(fullName, 'Rosa María López');
    expect(initials.value).toBe('R. M. L.');
    expect(screen.getByText(en.NEXT_FIELD.left(3, 4))).toBeTruthy();

    await user.clear(initials);
    await user.type(initials, 'RML');
    await user.type(fullName, ' Ortiz');
    expect(initials.value).toBe('RML');
  });

  it('names the fields in Spanish for a Spanish signer', async () => {
    fakeApi({
      [`GET ${VIEW_PATH}`]: { status: 200, body: openView({ language: 'es', documents: [BAA] }) },
    });
    renderSigningView();

    const baa = await documentSection('Business associate agreement');
    expect(controlNames(baa)).toEqual([
      'Phone',
      'Iniciales (obligatorio)',
      'Department (obligatorio)',
      'I have read the privacy notice (obligatorio)',
      `Firma${es.PLACED_FIELDS.autoFilled.signature}`,
    ]);
    expect(within(baa).getAllByRole('group')[0]?.textContent).toMatch(/^Página 1/);
    expect(screen.getByText(es.NEXT_FIELD.left(3, 3))).toBeTruthy();
    expect(screen.getByRole('button', { name: es.NEXT_FIELD.next })).toBeTruthy();
  });
});
