import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import type { SigningDocumentDto, SigningViewDto } from '../../../domain/esign/dtos.ts';
import { getQueryFn } from '../../lib/query-client.ts';
import { SigningView } from './signing-view.tsx';

/** For the component tests of the signing page with a partner's own PDFs (ADR 050). */

export const TOKEN = 'c'.repeat(43);
export const VIEW_PATH = `/api/sign/${TOKEN}`;

export const BAA_ID = '0b6f7c52-6f33-4f0e-9d1c-3c2b7a1e5a01';
export const DUA_ID = '5d0f1e2a-8c4b-4c7e-a7f2-91e3b6d40c02';

type Field = SigningDocumentDto['fields'][number];
const field = (values: Partial<Field> & Pick<Field, 'id' | 'kind' | 'page' | 'x' | 'y'>) => ({
  width: 120,
  height: 20,
  required: true,
  label: null,
  mine: true,
  recipientName: 'Rosa López',
  ...values,
});

/**
 * Listed out of reading order on purpose. In reading order: page 1 "Phone" and the initials on
 * one line (left, right), then "Department"; page 2 the checkbox, then the signature. Dana's
 * field is someone else's.
 */
export const BAA: SigningDocumentDto = {
  id: BAA_ID,
  title: 'Business associate agreement',
  pages: [
    { width: 612, height: 792 },
    { width: 612, height: 792 },
  ],
  sha256: 'a'.repeat(64),
  fields: [
    field({ id: 'department', kind: 'text', page: 1, x: 72, y: 300, label: 'Department' }),
    field({ id: 'sign', kind: 'signature', page: 2, x: 72, y: 500, width: 180, height: 40 }),
    field({ id: 'initials', kind: 'initials', page: 1, x: 400, y: 104, width: 64, height: 32 }),
    field({
      id: 'privacy',
      kind: 'checkbox',
      page: 2,
      x: 72,
      y: 100,
      width: 16,
      height: 16,
      label: 'I have read the privacy notice',
    }),
    field({ id: 'phone', kind: 'text', page: 1, x: 72, y: 100, label: 'Phone', required: false }),
    field({
      id: 'dana-sign',
      kind: 'signature',
      page: 1,
      x: 300,
      y: 600,
      mine: false,
      recipientName: 'Dana Ortiz',
    }),
  ],
};

export const DUA: SigningDocumentDto = {
  id: DUA_ID,
  title: 'Data use agreement',
  pages: [{ width: 612, height: 792 }],
  sha256: 'b'.repeat(64),
  fields: [
    field({ id: 'date', kind: 'date-signed', page: 1, x: 300, y: 700 }),
    field({ id: 'project', kind: 'text', page: 1, x: 72, y: 200, label: 'Project name' }),
  ],
};

export const openView = (overrides: Partial<SigningViewDto> = {}): SigningViewDto =>
  ({
    canSign: true,
    status: 'sent',
    expiresAt: '2026-04-01T17:00:00.000Z',
    identity: { required: false, verified: false, method: null },
    signer: { name: 'Rosa López', email: 'rosa@example.org' },
    sender: { name: 'Dana Ortiz', organisation: 'NovaLearn Academy' },
    language: 'en',
    family: null,
    role: 'signer',
    documents: [BAA, DUA],
    document: {
      title: 'Mutual NDA',
      content: 'Both parties keep shared information secret.',
      purpose: null,
      duration: 12,
      effectiveDate: '2026-03-01',
      expirationDate: null,
    },
    ...overrides,
  }) as SigningViewDto;

export const closedView = (language: 'en' | 'es' = 'en'): SigningViewDto => ({
  canSign: false,
  status: 'sent',
  signer: { name: 'Rosa López', email: 'rosa@example.org' },
  sender: { name: 'Dana Ortiz', organisation: 'NovaLearn Academy' },
  language,
  family: null,
  reasonCode: 'awaiting-others',
  reason: 'You have signed. Others still have to sign.',
  canDownload: false,
  signedDocuments: [],
  document: { title: 'Mutual NDA' },
});

type Answer = { status: number; body: unknown };
export type Answers = Record<string, Answer>;

/**
 * Stands in for the API at the network boundary, by method and path. The PDFs' originals answer
 * 404 unless given: pdf.js does not run here, and the page must do without the images.
 */
export function fakeApi(answers: Answers) {
  const requests: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const path = new URL(url, 'http://localhost').pathname;
      requests.push({ method, path, body: init?.body ? JSON.parse(String(init.body)) : null });
      const answer =
        answers[`${method} ${path}`] ??
        (path.startsWith(`${VIEW_PATH}/documents/`) ? { status: 404, body: {} } : undefined);
      if (!answer) throw new Error(`Unexpected request ${method} ${path}`);
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return requests;
}

export function renderSigningView() {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { queryFn: getQueryFn({ on401: 'throw' }), retry: false },
      mutations: { retry: false },
    },
  });
  render(
    <MemoryRouter initialEntries={[`/sign/${TOKEN}`]}>
      <QueryClientProvider client={queryClient}>
        <SigningView token={TOKEN} />
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return userEvent.setup();
}
