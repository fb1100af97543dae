import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as en from '../../../domain/content/signing.ts';
import * as es from '../../../domain/content/es/signing.ts';
import type { SigningViewDto } from '../../../domain/esign/dtos.ts';
import {
  CLOSED_SIGNING_MESSAGES,
  ELECTRONIC_SIGNATURE_CONSENTS,
} from '../../../domain/esign/esign.ts';
import { NOT_YOUR_TURN_MESSAGE } from '../../../domain/esign/recipients.ts';
import { getQueryFn } from '../../lib/query-client.ts';
import { SigningView } from './signing-view.tsx';

const TOKEN = 'a'.repeat(43);
const VIEW_PATH = `/api/sign/${TOKEN}`;
const TITLE = 'Contrato de inscripción de Mateo';

const OPEN_VIEW: SigningViewDto = {
  canSign: true,
  status: 'sent',
  expiresAt: '2026-04-01T17:00:00.000Z',
  identity: { required: false, verified: false, method: null },
  signer: { name: 'Rosa López', email: 'rosa@example.org' },
  sender: { name: 'Dana Ortiz', organisation: 'NovaLearn Academy' },
  language: 'es',
  family: { learnerName: 'Mateo López', canAssent: false, assent: null },
  role: 'signer',
  documents: [],
  document: {
    title: TITLE,
    content: 'Cláusula 1. La familia y la escuela acuerdan lo siguiente.',
    purpose: null,
    duration: 12,
    effectiveDate: '2026-03-01',
    expirationDate: null,
  },
};

const closedView = (reasonCode: 'expired' | 'awaiting-others'): SigningViewDto => ({
  canSign: false,
  status: 'sent',
  signer: OPEN_VIEW.signer,
  sender: OPEN_VIEW.sender,
  language: 'es',
  family: null,
  reasonCode,
  reason: CLOSED_SIGNING_MESSAGES[reasonCode],
  canDownload: false,
  signedDocuments: [],
  document: { title: TITLE },
});

type Answer = { status: number; body: unknown };

/** Stands in for the API at the network boundary: answers by method and path. */
function fakeApi(answers: Record<string, Answer>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const path = new URL(url, 'http://localhost').pathname;
      const answer = answers[`${method} ${path}`];
      if (!answer) throw new Error(`Unexpected request ${method} ${path}`);
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
}

function renderSigningView() {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { queryFn: getQueryFn({ on401: 'throw' }), retry: false },
      mutations: { retry: false },
    },
  });
  const { container } = render(
    <MemoryRouter initialEntries={[`/sign/${TOKEN}`]}>
      <QueryClientProvider client={queryClient}>
        <SigningView token={TOKEN} />
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return { user: userEvent.setup(), container };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the signing page in the signer’s language', () => {
  it('shows an open Spanish link in Spanish, and the switch reads it in English', async () => {
    fakeApi({ [`GET ${VIEW_PATH}`]: { status: 200, body: OPEN_VIEW } });
    const { user, container } = renderSigningView();

    expect(await screen.findByRole('heading', { level: 1, name: TITLE })).toBeTruthy();
    expect(container.querySelector('[lang="es"]')?.textContent).toContain(es.HEADER.eyebrow);
    expect(screen.getByRole('heading', { name: es.SIGN_SECTION.heading })).toBeTruthy();
    expect(screen.getByText(/de abril de 2026/)).toBeTruthy();
    const consent = screen.getByRole('checkbox', { name: ELECTRONIC_SIGNATURE_CONSENTS.es });
    expect(consent.closest('[lang]')?.getAttribute('lang')).toBe('es');
    expect(screen.getByRole('button', { name: es.SIGN_FORM.submit })).toBeTruthy();
    expect(screen.queryByText(en.SIGN_SECTION.heading)).toBeNull();

    const switcher = screen.getByRole('group', { name: es.LANGUAGE_SWITCH_LABEL });
    const english = within(switcher).getByRole('button', { name: 'English' });
    const spanish = within(switcher).getByRole('button', { name: 'Español' });
    expect(spanish.getAttribute('aria-pressed')).toBe('true');
    expect(english.getAttribute('aria-pressed')).toBe('false');

    await user.type(screen.getByRole('textbox', { name: /^Nombre completo/ }), 'Rosa López');
    await user.click(english);

    expect(english.getAttribute('aria-pressed')).toBe('true');
    expect(spanish.getAttribute('aria-pressed')).toBe('false');
    expect(document.activeElement).toBe(english);
    expect(container.firstElementChild?.getAttribute('lang')).toBe('en');
    expect(screen.getByRole('heading', { name: en.SIGN_SECTION.heading })).toBeTruthy();
    expect(screen.getByRole('button', { name: en.SIGN_FORM.submit })).toBeTruthy();
    expect(screen.getByText(/Apr 1, 2026/)).toBeTruthy();
    // What was typed stays; the consent keeps the words the certificate records, explained.
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /^Full name/ }).value).toBe(
      'Rosa López',
    );
    expect(screen.getByRole('checkbox', { name: ELECTRONIC_SIGNATURE_CONSENTS.es })).toBeTruthy();
    expect(screen.getByText(ELECTRONIC_SIGNATURE_CONSENTS.en, { exact: false })).toBeTruthy();
  });

  it('says in Spanish what the server refused in English', async () => {
    fakeApi({
      [`GET ${VIEW_PATH}`]: { status: 200, body: OPEN_VIEW },
      [`POST ${VIEW_PATH}`]: { status: 409, body: { message: NOT_YOUR_TURN_MESSAGE } },
    });
    const { user } = renderSigningView();

    await user.type(await screen.findByRole('textbox', { name: /^Nombre completo/ }), 'Rosa');
    await user.click(screen.getByRole('checkbox', { name: ELECTRONIC_SIGNATURE_CONSENTS.es }));
    await user.click(screen.getByRole('button', { name: es.SIGN_FORM.submit }));

    const summary = await screen.findByRole('alert');
    expect(summary.textContent).toContain(es.serverMessage(409, NOT_YOUR_TURN_MESSAGE));
    expect(summary.textContent).not.toContain(NOT_YOUR_TURN_MESSAGE);
  });

  it('tells a closed link’s reason by its code, not in the server’s English', async () => {
    fakeApi({ [`GET ${VIEW_PATH}`]: { status: 200, body: closedView('expired') } });
    renderSigningView();

    expect(await screen.findByText(es.CLOSED.messages.expired)).toBeTruthy();
    expect(screen.queryByText(CLOSED_SIGNING_MESSAGES.expired)).toBeNull();
  });

  it('says an unknown link does not work in both languages, before any language is known', async () => {
    fakeApi({ [`GET ${VIEW_PATH}`]: { status: 404, body: { message: 'Not found' } } });
    renderSigningView();

    const heading = await screen.findByRole('heading', {
      level: 1,
      name: new RegExp(en.UNKNOWN_LINK.heading),
    });
    expect(heading.textContent).toContain(es.UNKNOWN_LINK.heading);
    expect(
      screen.getByRole('link', { name: es.UNKNOWN_LINK.home.label }).getAttribute('href'),
    ).toBe('/es');
  });
});
