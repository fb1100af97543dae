import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { LANGUAGE_CHOICE_KEY } from '../../../domain/common/i18n.ts';
import * as spanish from '../../../domain/content/es/verify-agreement.ts';
import * as english from '../../../domain/content/verify-agreement.ts';
import type { PublicPdfVerificationDto } from '../../../domain/esign/dtos.ts';
import { VerifyAgreementPage } from './verify-agreement-page.tsx';

const VERIFY_PATH = '/api/verify-signed-agreement';

type Answer = { status: number; body: unknown };

/** Stands in for the API at the network boundary: one answer for every check. */
function fakeCheck(answer: Answer) {
  const sent: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      sent.push(`${init?.method ?? 'GET'} ${new URL(url, 'http://localhost').pathname}`);
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return { sent };
}

/** Both pages, as routes.ts pairs them, starting at `path`. */
function renderVerify(path: '/verify' | '/es/verify') {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/verify', element: <VerifyAgreementPage copy={{ locale: 'en', words: english }} /> },
      {
        path: '/es/verify',
        element: <VerifyAgreementPage copy={{ locale: 'es', words: spanish }} />,
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), router };
}

async function checkFile(user: ReturnType<typeof userEvent.setup>, label: string, name: string) {
  const pdf = new File(['%PDF-1.7'], name, { type: 'application/pdf' });
  await user.upload(screen.getByLabelText(label), pdf);
}

const SEALED_AT = '2026-01-15T15:30:00.000Z';
const STORED_COPY: PublicPdfVerificationDto = {
  matches: true,
  title: 'Acuerdo de inscripción de Lucía',
  completedAt: SEALED_AT,
  signers: [{ name: 'Marta Ruiz', signedAt: SEALED_AT }],
  seal: { present: false },
};

describe('/es/verify, the check of a signed agreement in Spanish', () => {
  it('asks in Spanish, and says in Spanish what is missing before sending anything', async () => {
    const { sent } = fakeCheck({ status: 200, body: STORED_COPY });
    const { user } = renderVerify('/es/verify');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Verificar un contrato firmado' }),
    ).toBeTruthy();
    expect(screen.getByLabelText('Contrato firmado (PDF)')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Revisar este PDF' }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('heading', { name: 'Hay un problema' })).toBeTruthy();
    expect(within(summary).getByText(spanish.FILE_PROBLEMS.missing)).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('gives the verdict and what our records say in Spanish, with Spanish dates', async () => {
    const { sent } = fakeCheck({ status: 200, body: STORED_COPY });
    const { user } = renderVerify('/es/verify');
    await checkFile(user, 'Contrato firmado (PDF)', 'contrato.pdf');
    await user.click(screen.getByRole('button', { name: 'Revisar este PDF' }));

    const verdict = await screen.findByRole('heading', {
      level: 2,
      name: spanish.VERDICTS.storedCopy.heading,
    });
    expect(sent).toEqual([`POST ${VERIFY_PATH}`]);
    const result = verdict.closest('section')!;
    expect(within(result).getByText('Resultado de contrato.pdf')).toBeTruthy();
    expect(within(result).getByText('Contrato')).toBeTruthy();
    expect(within(result).getByText('Firmado por')).toBeTruthy();
    expect(
      within(result).getByText(/^Marta Ruiz, 15 de enero de 2026 a las 9:30 a\. m\. CST$/),
    ).toBeTruthy();
  });

  it('checks a file chosen before the page was ready (no change event reached React)', async () => {
    const { sent } = fakeCheck({ status: 200, body: STORED_COPY });
    const { user } = renderVerify('/es/verify');
    const pdf = new File(['%PDF-1.7'], 'antes.pdf', { type: 'application/pdf' });
    Object.defineProperty(screen.getByLabelText('Contrato firmado (PDF)'), 'files', {
      value: [pdf],
    });
    await user.click(screen.getByRole('button', { name: 'Revisar este PDF' }));
    expect(await screen.findByText('Resultado de antes.pdf')).toBeTruthy();
    expect(sent).toEqual([`POST ${VERIFY_PATH}`]);
  });

  it('says a refusal of the server in Spanish, from its status, not its English words', async () => {
    fakeCheck({
      status: 415,
      body: {
        message:
          'This file is not a PDF. Upload the signed agreement exactly as it was downloaded (.pdf).',
      },
    });
    const { user } = renderVerify('/es/verify');
    await checkFile(user, 'Contrato firmado (PDF)', 'escaneo.pdf');
    await user.click(screen.getByRole('button', { name: 'Revisar este PDF' }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByText(spanish.CHECK_FAILURES.notPdf)).toBeTruthy();
    expect(screen.queryByText(/Upload the signed agreement/)).toBeNull();
  });

  it('asks to wait in Spanish after too many checks', async () => {
    fakeCheck({
      status: 429,
      body: { message: 'You have checked many files in a short time. Please wait 9 minutes.' },
    });
    const { user } = renderVerify('/es/verify');
    await checkFile(user, 'Contrato firmado (PDF)', 'contrato.pdf');
    await user.click(screen.getByRole('button', { name: 'Revisar este PDF' }));
    expect(await screen.findAllByText(spanish.CHECK_FAILURES.tooMany)).toHaveLength(2);
  });

  it('switches to English with the language switch, and remembers the choice', async () => {
    fakeCheck({ status: 200, body: STORED_COPY });
    const { user, router } = renderVerify('/es/verify');
    const toEnglish = screen.getByRole('link', { name: 'English' });
    expect(toEnglish.getAttribute('href')).toBe('/verify');
    expect(toEnglish.getAttribute('lang')).toBe('en');

    await user.click(toEnglish);
    expect(router.state.location.pathname).toBe('/verify');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Verify a signed agreement' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Check this PDF' })).toBeTruthy();
    expect(localStorage.getItem(LANGUAGE_CHOICE_KEY)).toBe('en');

    await user.click(screen.getByRole('link', { name: 'Español' }));
    expect(router.state.location.pathname).toBe('/es/verify');
    expect(screen.getByRole('button', { name: 'Revisar este PDF' })).toBeTruthy();
    expect(localStorage.getItem(LANGUAGE_CHOICE_KEY)).toBe('es');
  });
});

describe('/verify in English', () => {
  it("shows the server's own sentence, which names the wait", async () => {
    const message = 'You have checked many files in a short time. Please wait 9 minutes.';
    fakeCheck({ status: 429, body: { message } });
    const { user } = renderVerify('/verify');
    await checkFile(user, 'Signed agreement (PDF)', 'agreement.pdf');
    await user.click(screen.getByRole('button', { name: 'Check this PDF' }));
    expect(await screen.findAllByText(message)).toHaveLength(2);
  });
});
