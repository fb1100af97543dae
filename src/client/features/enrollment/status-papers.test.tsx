import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as enrollment from '../../../domain/content/es/enrollment.ts';
import * as messages from '../../../domain/content/es/enrollment-messages.ts';
import * as papers from '../../../domain/content/es/family-papers.ts';
import * as options from '../../../domain/content/es/waiting-list-options.ts';
import * as status from '../../../domain/content/es/waiting-list-status.ts';
import type { FamilyPapersDto } from '../../../domain/family-papers/dtos.ts';
import { getQueryFn } from '../../lib/query-client.ts';
import { Toaster } from '../../ui/toaster.tsx';
import { EnrollmentCopyProvider, type EnrollmentCopy } from './enrollment-copy.tsx';
import { StatusPapers } from './status-papers.tsx';

const COPY: EnrollmentCopy = { locale: 'es', enrollment, options, messages, status, papers };
const TOKEN = 'tok_123';
const LIST_PATH = `/api/waiting-list/status/${TOKEN}/papers`;

const LIST: FamilyPapersDto = {
  isOpen: true,
  room: { bytes: 30 * 1024 * 1024, files: 18 },
  papers: [
    {
      id: '11111111-1111-4111-8111-111111111111',
      kind: 'iep',
      filename: 'IEP 2026.pdf',
      size: 2 * 1024 * 1024,
      uploadedAt: '2026-03-02T15:00:00.000Z',
      isReviewed: false,
    },
    {
      id: '22222222-2222-4222-8222-222222222222',
      kind: '504-plan',
      filename: 'plan.jpg',
      size: 300 * 1024,
      uploadedAt: '2026-03-01T15:00:00.000Z',
      isReviewed: true,
    },
  ],
};

type Answer = { status: number; body: unknown };

/** Stands in for the API at the network boundary: answers by method and path, records requests. */
function fakeApi(answers: Record<string, Answer>) {
  const sent: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const path = new URL(url, 'http://localhost').pathname;
      sent.push({ method, path, body: init?.body });
      const answer = answers[`${method} ${path}`];
      if (!answer) throw new Error(`Unexpected request ${method} ${path}`);
      return new Response(answer.status === 204 ? null : JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return { sent };
}

function renderPapers() {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { queryFn: getQueryFn({ on401: 'throw' }), retry: false },
      mutations: { retry: false },
    },
  });
  render(
    <QueryClientProvider client={queryClient}>
      <EnrollmentCopyProvider value={COPY}>
        <StatusPapers token={TOKEN} />
      </EnrollmentCopyProvider>
      <Toaster labels={messages.TOAST_LABELS} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('the papers section of the Spanish status page', () => {
  it('lists what was received in Spanish, with Quitar only for papers not yet read', async () => {
    fakeApi({ [`GET ${LIST_PATH}`]: { status: 200, body: LIST } });
    renderPapers();
    expect(await screen.findByRole('heading', { name: papers.PAPERS_TITLE })).toBeTruthy();
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('IEP (Programa de Educación Individualizado)')).toBeTruthy();
    expect(within(items[0]!).getByText('2 MB')).toBeTruthy();
    expect(within(items[0]!).getByText('Todavía no')).toBeTruthy();
    expect(within(items[0]!).getByRole('button', { name: 'Quitar IEP 2026.pdf' })).toBeTruthy();
    expect(within(items[1]!).getByText('Sí, nuestro equipo de admisiones ya lo leyó')).toBeTruthy();
    expect(within(items[1]!).queryByRole('button')).toBeNull();
    expect(screen.getByText('Puede enviar 18 archivos más, hasta 30 MB en total.')).toBeTruthy();
  });

  it('says in Spanish what is missing before sending anything, in an error summary', async () => {
    const { sent } = fakeApi({ [`GET ${LIST_PATH}`]: { status: 200, body: LIST } });
    const user = renderPapers();
    await user.click(await screen.findByRole('button', { name: 'Enviar el documento' }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('heading', { name: 'No enviamos el documento' })).toBeTruthy();
    expect(within(summary).getByText(papers.PAPER_MESSAGES.chooseKind)).toBeTruthy();
    expect(within(summary).getByText(papers.PAPER_MESSAGES.chooseFile)).toBeTruthy();
    expect(sent.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('sends the kind and the file, and shows the server’s Spanish refusal', async () => {
    const { sent } = fakeApi({
      [`GET ${LIST_PATH}`]: { status: 200, body: LIST },
      [`POST ${LIST_PATH}`]: { status: 415, body: { message: papers.PAPER_MESSAGES.notAccepted } },
    });
    const user = renderPapers();
    await user.selectOptions(
      await screen.findByLabelText('¿Qué tipo de documento es?'),
      'Informe de evaluación',
    );
    const file = new File(['hola'], 'informe.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText('Archivo'), file);
    await user.click(screen.getByRole('button', { name: 'Enviar el documento' }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByText(papers.PAPER_MESSAGES.notAccepted)).toBeTruthy();
    const post = sent.find((request) => request.method === 'POST')!;
    expect(post.body).toBeInstanceOf(FormData);
    expect((post.body as FormData).get('kind')).toBe('evaluation');
    expect(((post.body as FormData).get('file') as File).name).toBe('informe.pdf');
  });

  it('asks before removing a paper, then removes it', async () => {
    const paperId = LIST.papers[0]!.id;
    const { sent } = fakeApi({
      [`GET ${LIST_PATH}`]: { status: 200, body: LIST },
      [`DELETE ${LIST_PATH}/${paperId}`]: { status: 204, body: null },
    });
    const user = renderPapers();
    await user.click(await screen.findByRole('button', { name: 'Quitar IEP 2026.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Quitar IEP 2026.pdf?' });
    expect(sent.some((request) => request.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Sí, quitarlo' }));
    await waitFor(() => expect(sent.some((request) => request.method === 'DELETE')).toBe(true));
    expect(await screen.findByText('Quitamos IEP 2026.pdf.')).toBeTruthy();
  });
});
