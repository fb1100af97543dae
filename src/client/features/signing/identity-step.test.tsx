import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as en from '../../../domain/content/signing.ts';
import * as es from '../../../domain/content/es/signing.ts';
import type { SigningViewDto } from '../../../domain/esign/dtos.ts';
import { IDENTITY_CODE_FORMAT_MESSAGE } from '../../../domain/esign/signer-identity.ts';
import { WRONG_CODE_MESSAGE } from '../../../domain/sharing/link-protection.ts';
import { fakeApi, renderSigningView, VIEW_PATH, type Answers } from './signing-test-kit.tsx';

const viewIn = (language: 'en' | 'es', verified: boolean): SigningViewDto => ({
  canSign: true,
  status: 'delivered',
  expiresAt: '2026-04-01T17:00:00.000Z',
  identity: { required: true, verified, method: verified ? 'email-code' : null },
  signer: { name: 'Rosa López', email: 'rosa.lopez@example.org' },
  sender: { name: 'Dana Ortiz', organisation: 'NovaLearn Academy' },
  language,
  family: null,
  role: 'signer',
  documents: [],
  document: {
    title: 'Mutual NDA',
    content: 'Both parties keep shared information secret.',
    purpose: null,
    duration: 12,
    effectiveDate: '2026-03-01',
    expirationDate: null,
  },
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the code step before signing', () => {
  it('mails the code, checks what is typed, and then shows the signing form', async () => {
    const answers: Answers = {
      [`GET ${VIEW_PATH}`]: { status: 200, body: viewIn('en', false) },
      [`POST ${VIEW_PATH}/identity-code`]: {
        status: 202,
        body: { sentTo: 'r•••@example.org', minutes: 10 },
      },
    };
    const requests = fakeApi(answers);
    const user = renderSigningView();

    expect(await screen.findByRole('heading', { name: en.IDENTITY_STEP.heading })).toBeTruthy();
    expect(screen.getByText(en.IDENTITY_STEP.lead('r•••@example.org'))).toBeTruthy();
    expect(screen.queryByRole('button', { name: en.SIGN_FORM.submit })).toBeNull();

    await user.click(screen.getByRole('button', { name: en.IDENTITY_STEP.send }));
    expect((await screen.findByRole('status')).textContent).toBe(
      en.IDENTITY_STEP.sent('r•••@example.org', 10),
    );
    // The page names no address: the server mails the one the link went to.
    expect(requests.find((one) => one.path.endsWith('/identity-code'))?.body).toBeNull();

    const field = screen.getByRole('textbox', { name: new RegExp(en.IDENTITY_STEP.codeLabel) });
    await user.type(field, '12a');
    await user.click(screen.getByRole('button', { name: en.IDENTITY_STEP.confirm }));
    expect((await screen.findByRole('alert')).textContent).toContain(IDENTITY_CODE_FORMAT_MESSAGE);
    expect(requests.some((one) => one.path.endsWith('/check'))).toBe(false);

    answers[`POST ${VIEW_PATH}/identity-code/check`] = {
      status: 400,
      body: { message: WRONG_CODE_MESSAGE, fieldErrors: { code: [WRONG_CODE_MESSAGE] } },
    };
    await user.clear(field);
    await user.type(field, '123456');
    await user.click(screen.getByRole('button', { name: en.IDENTITY_STEP.confirm }));
    expect(await screen.findAllByText(WRONG_CODE_MESSAGE)).toHaveLength(2);
    expect(field.getAttribute('aria-invalid')).toBe('true');

    answers[`POST ${VIEW_PATH}/identity-code/check`] = { status: 200, body: viewIn('en', true) };
    await user.clear(field);
    await user.type(field, '654321');
    await user.click(screen.getByRole('button', { name: en.IDENTITY_STEP.confirm }));

    const signHeading = await screen.findByRole('heading', { name: en.SIGN_SECTION.heading });
    expect(document.activeElement).toBe(signHeading);
    expect(screen.getByText(en.IDENTITY_STEP.confirmed)).toBeTruthy();
    expect(screen.getByRole('button', { name: en.SIGN_FORM.submit })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: en.IDENTITY_STEP.heading })).toBeNull();
    expect(requests.filter((one) => one.path.endsWith('/check')).map((one) => one.body)).toEqual([
      { code: '123456' },
      { code: '654321' },
    ]);
  });

  it('speaks Spanish to a Spanish signer, the server’s refusals included', async () => {
    fakeApi({
      [`GET ${VIEW_PATH}`]: { status: 200, body: viewIn('es', false) },
      [`POST ${VIEW_PATH}/identity-code`]: {
        status: 202,
        body: { sentTo: 'r•••@example.org', minutes: 10 },
      },
      [`POST ${VIEW_PATH}/identity-code/check`]: {
        status: 400,
        body: { message: WRONG_CODE_MESSAGE, fieldErrors: { code: [WRONG_CODE_MESSAGE] } },
      },
    });
    const user = renderSigningView();

    await user.click(await screen.findByRole('button', { name: es.IDENTITY_STEP.send }));
    const field = await screen.findByRole('textbox', {
      name: new RegExp(es.IDENTITY_STEP.codeLabel),
    });
    await user.type(field, '123456');
    await user.click(screen.getByRole('button', { name: es.IDENTITY_STEP.confirm }));
    const summary = await screen.findByRole('alert');
    expect(summary.textContent).toContain(es.validationMessage('code', 'server', ''));
    expect(summary.textContent).not.toContain(WRONG_CODE_MESSAGE);
  });

  it('says plainly when too many codes were mailed', async () => {
    fakeApi({
      [`GET ${VIEW_PATH}`]: { status: 200, body: viewIn('en', false) },
      [`POST ${VIEW_PATH}/identity-code`]: {
        status: 429,
        body: {
          message:
            'We already sent several codes to this address. Please wait 14 minutes, or use the latest code.',
        },
      },
    });
    const user = renderSigningView();
    await user.click(await screen.findByRole('button', { name: en.IDENTITY_STEP.send }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'We already sent several codes to this address.',
    );
  });
});
