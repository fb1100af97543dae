import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as spanish from '../../../domain/content/es/shared-view.ts';
import * as english from '../../../domain/content/shared-view.ts';
import {
  HEARTBEAT_SECONDS,
  WRONG_CODE_MESSAGE,
  WRONG_PASSCODE_MESSAGE,
  type LinkGateDto,
  type VisitorPassDto,
} from '../../../domain/sharing/link-protection.ts';
import { queryClient } from '../../lib/query-client.ts';
import {
  browserPrefers,
  fakeApi,
  OPEN_GATE,
  renderSharedView,
  SHARED,
  SHARED_PATH,
  TOKEN,
} from './shared-view-harness.tsx';

const { GATE } = english;
const PASS_KEY = `visitorPass:${TOKEN}`;
const gate = (changes: Partial<LinkGateDto>) => ({
  status: 200,
  body: { ...OPEN_GATE, linkName: 'Board pack', ...changes },
});
const passFor = (visitorPass: string, changes: Partial<LinkGateDto> = {}) => ({
  status: 200,
  body: {
    visitorPass,
    expiresAt: '2026-01-17T15:00:00.000Z',
    gate: { ...OPEN_GATE, ...changes },
  } satisfies VisitorPassDto,
});

afterEach(() => {
  queryClient.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('a link with a passcode', () => {
  it('asks for it, says a wrong one beside the field, and opens with the pass it gets', async () => {
    browserPrefers('en-US');
    const api = fakeApi({
      [`GET ${SHARED_PATH}/gate`]: gate({ needsPasscode: true }),
      [`POST ${SHARED_PATH}/passcode`]: [
        {
          status: 400,
          body: {
            message: 'Please check the form',
            fieldErrors: { passcode: WRONG_PASSCODE_MESSAGE },
          },
        },
        passFor('pass-1'),
      ],
    });
    const { user } = renderSharedView();
    await screen.findByRole('heading', { level: 1, name: GATE.passcode.title });
    expect(screen.getByText('Link: Board pack')).toBeTruthy();
    expect(screen.getByText(GATE.stayVerified(24))).toBeTruthy();
    // Nothing about the document is read, and no view counted, before the gate is passed.
    expect(api.sent).not.toContain(`GET ${SHARED_PATH}`);

    const open = screen.getByRole('button', { name: GATE.open });
    await user.click(open);
    expect(screen.getByRole('alert').textContent).toBe(GATE.passcode.missing);
    expect(api.sent).not.toContain(`POST ${SHARED_PATH}/passcode`);

    const field = screen.getByLabelText(GATE.passcode.label);
    expect(field.getAttribute('type')).toBe('password');
    await user.click(screen.getByRole('button', { name: GATE.passcode.show }));
    expect(field.getAttribute('type')).toBe('text');
    await user.type(field, 'not-it-at-all');
    await user.click(open);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(WRONG_PASSCODE_MESSAGE));
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toContain(screen.getByRole('alert').id);

    await user.clear(field);
    await user.type(field, 'harbour-light');
    await user.click(open);
    const title = await screen.findByRole('heading', { level: 1, name: SHARED.document.title });
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect(localStorage.getItem(PASS_KEY)).toBe('pass-1');
    const bodies = api.sentRequests.filter((entry) => entry.request.endsWith('/passcode'));
    expect(bodies.map((entry) => entry.body)).toEqual([
      { passcode: 'not-it-at-all' },
      { passcode: 'harbour-light' },
    ]);
    // From here on, every request of the page carries the pass.
    const view = api.sentRequests.find((entry) => entry.request === `GET ${SHARED_PATH}`);
    expect(view?.pass).toBe('pass-1');
    await waitFor(() =>
      expect(api.sentRequests.filter((entry) => entry.request.includes('/activity'))).toHaveLength(
        1,
      ),
    );
    expect(api.sentRequests.find((entry) => entry.request.includes('/activity'))?.pass).toBe(
      'pass-1',
    );
  });
});

describe('a link that asks for the visitor’s address', () => {
  it('mails a code, takes it, and opens as the confirmed address', async () => {
    browserPrefers('en-US');
    const sent = { sentTo: 'ana@hospital.org', expiresInMinutes: 10 };
    const api = fakeApi({
      [`GET ${SHARED_PATH}/gate`]: gate({ needsEmail: true }),
      [`POST ${SHARED_PATH}/email-code`]: [
        {
          status: 403,
          body: {
            message:
              'This address cannot open this link. Use the address the document was sent to, or ask the sender.',
          },
        },
        { status: 202, body: sent },
      ],
      [`POST ${SHARED_PATH}/email-code/check`]: [
        {
          status: 400,
          body: { message: 'Check the code', fieldErrors: { code: WRONG_CODE_MESSAGE } },
        },
        passFor('pass-2', { verifiedEmail: 'ana@hospital.org' }),
      ],
      [`GET ${SHARED_PATH}`]: {
        status: 200,
        body: {
          ...SHARED,
          shareLink: { ...SHARED.shareLink, allowDownload: false },
          visitor: { email: 'ana@hospital.org' },
        },
      },
    });
    const { user } = renderSharedView();
    await screen.findByRole('heading', { level: 1, name: GATE.email.title });

    const email = screen.getByLabelText(GATE.email.label);
    await user.type(email, 'ana@elsewhere.org');
    await user.click(screen.getByRole('button', { name: GATE.email.send }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(GATE.email.notAllowed));
    await user.clear(email);
    await user.type(email, 'ana@hospital.org');
    await user.click(screen.getByRole('button', { name: GATE.email.send }));

    const heading = await screen.findByRole('heading', { level: 1, name: GATE.code.title });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByText(GATE.code.sentTo('ana@hospital.org', 10))).toBeTruthy();
    const code = screen.getByLabelText(GATE.code.label);
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(code.getAttribute('inputmode')).toBe('numeric');

    await user.type(code, '12345');
    await user.click(screen.getByRole('button', { name: GATE.open }));
    expect(screen.getByRole('alert').textContent).toBe(GATE.code.invalid);
    await user.type(code, '6');
    await user.click(screen.getByRole('button', { name: GATE.open }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(WRONG_CODE_MESSAGE));
    await user.clear(code);
    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: GATE.open }));

    await screen.findByRole('heading', { level: 1, name: SHARED.document.title });
    expect(screen.getByText('Opened as ana@hospital.org')).toBeTruthy();
    // Downloads are off: no button, and the page says why.
    expect(screen.queryByRole('button', { name: /^Download/ })).toBeNull();
    expect(screen.getByText(english.DOCUMENT_HEADER.downloadsOff)).toBeTruthy();
    expect(localStorage.getItem(PASS_KEY)).toBe('pass-2');
    const bodies = (path: string) =>
      api.sentRequests.filter((entry) => entry.request === `POST ${SHARED_PATH}${path}`);
    expect(bodies('/email-code').map((entry) => entry.body)).toEqual([
      { email: 'ana@elsewhere.org', language: 'en' },
      { email: 'ana@hospital.org', language: 'en' },
    ]);
    expect(bodies('/email-code/check').map((entry) => entry.body)).toEqual([
      { email: 'ana@hospital.org', code: '123456' },
      { email: 'ana@hospital.org', code: '654321' },
    ]);
  });

  it('sends a new code on request, in the page’s language, and says the wait in Spanish', async () => {
    browserPrefers('es-MX');
    const api = fakeApi({
      [`GET ${SHARED_PATH}/gate`]: gate({ needsEmail: true }),
      [`POST ${SHARED_PATH}/email-code`]: [
        { status: 202, body: { sentTo: 'ana@hospital.org', expiresInMinutes: 10 } },
        { status: 429, body: { message: 'We already sent several codes to this address.' } },
      ],
    });
    const { user } = renderSharedView();
    await screen.findByRole('heading', { level: 1, name: spanish.GATE.email.title });
    expect(screen.getByText(spanish.GATE.stayVerified(24))).toBeTruthy();
    await user.type(screen.getByLabelText(spanish.GATE.email.label), 'ana@hospital.org');
    await user.click(screen.getByRole('button', { name: spanish.GATE.email.send }));
    await screen.findByRole('heading', { level: 1, name: spanish.GATE.code.title });
    await user.click(screen.getByRole('button', { name: spanish.GATE.code.resend }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(spanish.GATE.tooMany));
    expect(api.sentRequests.filter((entry) => entry.request.endsWith('/email-code'))).toHaveLength(
      2,
    );
    expect(
      api.sentRequests.find((entry) => entry.request.endsWith('/email-code'))?.body,
    ).toMatchObject({ language: 'es' });
  });
});

describe('a device that already holds a pass', () => {
  it('sends it with the gate, keeps a new pass from the view, and beats while visible', async () => {
    browserPrefers('en-US');
    localStorage.setItem(PASS_KEY, 'old-pass');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = fakeApi({
      [`GET ${SHARED_PATH}`]: { status: 200, body: { ...SHARED, visitorPass: 'new-pass' } },
    });
    renderSharedView();
    await screen.findByRole('heading', { level: 1, name: SHARED.document.title });
    expect(api.sentRequests[0]).toMatchObject({
      request: `GET ${SHARED_PATH}/gate`,
      pass: 'old-pass',
    });
    expect(localStorage.getItem(PASS_KEY)).toBe('new-pass');
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download' })).toBeTruthy();

    const beats = () =>
      api.sentRequests.filter((entry) => entry.request === `POST ${SHARED_PATH}/heartbeat`);
    await waitFor(() => expect(beats()).toHaveLength(1));
    expect(beats()[0]?.pass).toBe('new-pass');
    await vi.advanceTimersByTimeAsync(HEARTBEAT_SECONDS * 1000);
    expect(beats()).toHaveLength(2);

    // A hidden tab sends nothing; coming back beats at once.
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(HEARTBEAT_SECONDS * 3000);
    expect(beats()).toHaveLength(2);
    visibility.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(beats()).toHaveLength(3);
  });
});
