import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as en from '../../../../domain/content/signing.ts';
import * as es from '../../../../domain/content/es/signing.ts';
import { ELECTRONIC_SIGNATURE_CONSENTS } from '../../../../domain/esign/esign.ts';
import { fieldErrorKey, fieldRequiredMessage } from '../../../../domain/esign/placed-fields.ts';
import {
  BAA,
  BAA_ID,
  DUA_ID,
  VIEW_PATH,
  closedView,
  fakeApi,
  openView,
  renderSigningView,
} from '../signing-test-kit.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

async function fillSigningForm(user: UserEvent, language: 'en' | 'es' = 'en') {
  const name = language === 'en' ? /^Full name/ : /^Nombre completo/;
  await user.type(await screen.findByRole('textbox', { name }), 'Rosa López');
  await user.click(screen.getByRole('checkbox', { name: ELECTRONIC_SIGNATURE_CONSENTS[language] }));
}

describe('signing with fields on a partner’s own PDF', () => {
  it('checks the required fields before sending, naming each in the summary and beside it', async () => {
    const requests = fakeApi({ [`GET ${VIEW_PATH}`]: { status: 200, body: openView() } });
    const user = renderSigningView();
    await fillSigningForm(user);

    await user.click(screen.getByRole('button', { name: en.SIGN_FORM.submit }));
    const summary = await screen.findByRole('alert');
    expect(document.activeElement).toBe(summary);
    const department = fieldRequiredMessage('text', 'Department', 'en');
    const privacy = fieldRequiredMessage('checkbox', 'I have read the privacy notice', 'en');
    const project = fieldRequiredMessage('text', 'Project name', 'en');
    // In page order; the initials came from the full name, so they are fine.
    expect([...summary.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      department,
      privacy,
      project,
    ]);
    expect(screen.getAllByText(department)).toHaveLength(2);
    const field = screen.getByRole('textbox', { name: 'Department (required)' });
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(requests.some((request) => request.method === 'POST')).toBe(false);

    await user.click(screen.getByRole('link', { name: department }));
    expect(document.activeElement).toBe(field);
    await user.type(field, 'Cardiology');
    expect(screen.queryAllByText(department)).toEqual([]);
    expect(field.getAttribute('aria-invalid')).toBeNull();
  });

  it('sends the value of every own field that takes one, and shows the result', async () => {
    const requests = fakeApi({
      [`GET ${VIEW_PATH}`]: { status: 200, body: openView() },
      [`POST ${VIEW_PATH}`]: { status: 200, body: closedView() },
    });
    const user = renderSigningView();
    await user.type(
      await screen.findByRole('textbox', { name: 'Department (required)' }),
      'Cardiology',
    );
    await user.click(screen.getByRole('checkbox', { name: /privacy notice/ }));
    await user.type(screen.getByRole('textbox', { name: 'Project name (required)' }), 'Study 7');
    await fillSigningForm(user);
    await user.click(screen.getByRole('button', { name: en.SIGN_FORM.submit }));

    expect(
      await screen.findByRole('heading', { level: 1, name: en.SIGNED.heading('Mutual NDA') }),
    ).toBeTruthy();
    const posted = requests.find((request) => request.method === 'POST')?.body as {
      fullName: string;
      fieldValues: unknown[];
    };
    expect(posted.fullName).toBe('Rosa López');
    expect(posted.fieldValues).toEqual([
      { documentId: BAA_ID, fieldId: 'phone', value: '' },
      { documentId: BAA_ID, fieldId: 'initials', value: 'R. L.' },
      { documentId: BAA_ID, fieldId: 'department', value: 'Cardiology' },
      { documentId: BAA_ID, fieldId: 'privacy', value: true },
      { documentId: DUA_ID, fieldId: 'project', value: 'Study 7' },
    ]);
  });

  it('shows the server’s message for a field beside that field and in the summary', async () => {
    const refusal = 'Keep the department to the names on the list.';
    fakeApi({
      [`GET ${VIEW_PATH}`]: { status: 200, body: openView({ documents: [BAA] }) },
      [`POST ${VIEW_PATH}`]: {
        status: 400,
        body: {
          message: 'Check the fields',
          fieldErrors: { [fieldErrorKey(BAA_ID, 'department')]: [refusal] },
        },
      },
    });
    const user = renderSigningView();
    const department = await screen.findByRole('textbox', { name: 'Department (required)' });
    await user.type(department, 'Somewhere');
    await user.click(screen.getByRole('checkbox', { name: /privacy notice/ }));
    await fillSigningForm(user);
    await user.click(screen.getByRole('button', { name: en.SIGN_FORM.submit }));

    const summary = await screen.findByRole('alert');
    expect(summary.textContent).toContain(refusal);
    expect(screen.getAllByText(refusal)).toHaveLength(2);
    expect(department.getAttribute('aria-invalid')).toBe('true');
  });
});

describe('the signed copies', () => {
  it('offers the agreement and each partner PDF by title once everyone has signed', async () => {
    fakeApi({
      [`GET ${VIEW_PATH}`]: {
        status: 200,
        body: {
          ...closedView(),
          status: 'completed',
          reasonCode: 'signed',
          canDownload: true,
          signedDocuments: [{ id: BAA_ID, title: BAA.title }],
        },
      },
    });
    renderSigningView();

    const nda = await screen.findByRole('link', { name: en.downloadSignedDocument('Mutual NDA') });
    expect(nda.getAttribute('href')).toBe(`${VIEW_PATH}/download`);
    const baa = screen.getByRole('link', { name: en.downloadSignedDocument(BAA.title) });
    expect(baa.getAttribute('href')).toBe(`${VIEW_PATH}/documents/${BAA_ID}/signed`);
  });
});

describe('approving instead of signing', () => {
  it('asks an approver to approve, without a signature to adopt, and says it is approved', async () => {
    const requests = fakeApi({
      [`GET ${VIEW_PATH}`]: { status: 200, body: openView({ role: 'approver', documents: [] }) },
      [`POST ${VIEW_PATH}`]: { status: 200, body: closedView() },
    });
    const user = renderSigningView();

    expect(await screen.findByRole('heading', { name: en.APPROVAL.heading })).toBeTruthy();
    expect(screen.getByText(en.APPROVAL.eyebrow)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: en.SIGN_SECTION.heading })).toBeNull();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByRole('textbox', { name: /^Title/ })).toBeNull();
    expect(screen.getByRole('button', { name: en.APPROVAL.declineToggle })).toBeTruthy();

    await fillSigningForm(user);
    await user.click(screen.getByRole('button', { name: en.APPROVAL.submit }));
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: en.APPROVAL.approvedHeading('Mutual NDA'),
      }),
    ).toBeTruthy();
    const posted = requests.find((request) => request.method === 'POST')?.body;
    expect(posted).toMatchObject({ fullName: 'Rosa López', consent: true, signatureType: 'typed' });
  });

  it('says it in Spanish: Aprobar, and Aprobado', async () => {
    fakeApi({
      [`GET ${VIEW_PATH}`]: {
        status: 200,
        body: openView({ role: 'approver', language: 'es', documents: [] }),
      },
      [`POST ${VIEW_PATH}`]: { status: 200, body: closedView('es') },
    });
    const user = renderSigningView();

    expect(await screen.findByRole('heading', { name: 'Aprobar el contrato' })).toBeTruthy();
    await fillSigningForm(user, 'es');
    await user.click(screen.getByRole('button', { name: 'Aprobar' }));
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toBe(es.APPROVAL.approvedHeading('Mutual NDA'));
    expect(heading.textContent).toMatch(/^Aprobado/);
  });
});
