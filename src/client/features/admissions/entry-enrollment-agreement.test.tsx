import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type {
  EnrollmentAgreementDto,
  EnvelopeStatusDto,
  RecipientDto,
} from '../../../domain/esign/dtos.ts';
import type { WaitingListEntryDto } from '../../../domain/waiting-list/dtos.ts';
import { getQueryFn } from '../../lib/query-client.ts';
import { Toaster } from '../../ui/toaster.tsx';
import { EntryEnrollmentAgreement } from './entry-enrollment-agreement.tsx';

const ENTRY_ID = '11111111-1111-4111-8111-111111111111';
const AGREEMENT_PATH = `/api/admissions/entries/${ENTRY_ID}/enrollment-agreement`;
const NDA_TEMPLATE = '22222222-2222-4222-8222-222222222222';
const ENROLLMENT_TEMPLATE = '33333333-3333-4333-8333-333333333333';
const TEMPLATES: EnrollmentAgreementDto['templates'] = [
  { id: NDA_TEMPLATE, name: 'Hospital NDA', isDefault: true },
  { id: ENROLLMENT_TEMPLATE, name: 'Family Enrollment Agreement', isDefault: false },
];

const ENTRY: WaitingListEntryDto = {
  id: ENTRY_ID,
  campus: 'k12',
  firstName: 'Sofía',
  lastName: 'López',
  email: 'ana@example.org',
  phone: null,
  parentGuardianName: 'Ana López',
  emergencyContact: null,
  gradeLevel: null,
  programInterest: null,
  enrollmentPreference: null,
  heardAboutUs: null,
  studentNeeds: null,
  additionalInfo: null,
  status: 'enrolled',
  priority: 0,
  staffNotes: null,
  language: 'es',
  position: null,
  createdAt: '2026-01-05T15:00:00.000Z',
  updatedAt: '2026-03-01T15:00:00.000Z',
};

const guardian = (overrides: Partial<RecipientDto>): RecipientDto => ({
  id: '44444444-4444-4444-8444-444444444444',
  role: 'signer',
  routingOrder: 1,
  name: 'Ana López',
  email: 'ana@example.org',
  status: 'sent',
  sentAt: '2026-03-02T15:00:00.000Z',
  viewedAt: null,
  signedAt: null,
  declinedAt: null,
  remindersSent: 0,
  nextReminderAt: null,
  identityVerifiedAt: null,
  identityMethod: null,
  ...overrides,
});

const envelope = (overrides: Partial<EnvelopeStatusDto>): EnvelopeStatusDto => ({
  provider: 'builtin',
  envelopeId: '55555555-5555-4555-8555-555555555555',
  status: 'sent',
  signerName: 'Ana López',
  signerEmail: 'ana@example.org',
  signingOrder: 'parallel',
  identityCheck: 'none',
  recipients: [guardian({})],
  documents: [],
  sentAt: '2026-03-02T15:00:00.000Z',
  deliveredAt: null,
  completedAt: null,
  declinedAt: null,
  voidedAt: null,
  declineReason: null,
  voidReason: null,
  ...overrides,
});

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
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return { sent };
}

const answerWith = (agreement: EnvelopeStatusDto | null, templates = TEMPLATES) => ({
  [`GET ${AGREEMENT_PATH}`]: { status: 200, body: { agreement, templates } },
});

function renderSection() {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { queryFn: getQueryFn({ on401: 'throw' }), retry: false },
      mutations: { retry: false },
    },
  });
  render(
    <QueryClientProvider client={queryClient}>
      <EntryEnrollmentAgreement entry={ENTRY} />
      <Toaster />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('the enrollment agreement section of a waiting-list entry', () => {
  it('starts from the application and sends what staff entered', async () => {
    const { sent } = fakeApi({
      ...answerWith(null),
      [`POST ${AGREEMENT_PATH}`]: { status: 201, body: envelope({}) },
    });
    const user = renderSection();
    expect(await screen.findByText('No agreement has been sent to this family yet.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Send the enrollment agreement' })).toBeTruthy();
    expect((screen.getByLabelText('Template') as HTMLSelectElement).value).toBe(
      ENROLLMENT_TEMPLATE,
    );
    expect((screen.getByLabelText('Parent or guardian 1 name') as HTMLInputElement).value).toBe(
      'Ana López',
    );
    expect((screen.getByLabelText('Parent or guardian 1 email') as HTMLInputElement).value).toBe(
      'ana@example.org',
    );
    expect(
      (screen.getByLabelText('Parent or guardian 1 language') as HTMLSelectElement).value,
    ).toBe('es');
    expect(screen.queryByLabelText('Parent or guardian 2 name')).toBeNull();

    await user.click(screen.getByLabelText('Add a second parent or guardian'));
    await user.type(screen.getByLabelText('Parent or guardian 2 name'), 'Luis López');
    await user.type(screen.getByLabelText('Parent or guardian 2 email'), 'luis@example.org');
    await user.selectOptions(screen.getByLabelText('Parent or guardian 2 language'), 'English');
    expect((screen.getByRole('radio', { name: 'Both at once' }) as HTMLInputElement).checked).toBe(
      true,
    );
    await user.click(screen.getByRole('radio', { name: 'In this order' }));
    const codeCheck = screen.getByRole('checkbox', { name: /identity with a code sent by email/ });
    expect((codeCheck as HTMLInputElement).checked).toBe(false);
    await user.click(codeCheck);
    await user.click(screen.getByRole('button', { name: 'Send for signature' }));

    await waitFor(() => expect(sent.some((request) => request.method === 'POST')).toBe(true));
    const post = sent.find((request) => request.method === 'POST')!;
    expect(JSON.parse(post.body as string)).toEqual({
      templateId: ENROLLMENT_TEMPLATE,
      guardians: [
        { name: 'Ana López', email: 'ana@example.org', language: 'es' },
        { name: 'Luis López', email: 'luis@example.org', language: 'en' },
      ],
      signingOrder: 'sequential',
      identityCheck: 'email-code',
    });
    expect(await screen.findByText('Enrollment agreement sent')).toBeTruthy();
  });

  it('shows the server’s message beside the second guardian’s email', async () => {
    const message = 'Each parent or guardian signs from their own email address.';
    fakeApi({
      ...answerWith(null),
      [`POST ${AGREEMENT_PATH}`]: {
        status: 400,
        body: { message, fieldErrors: { 'guardians.1.email': [message] } },
      },
    });
    const user = renderSection();
    await user.click(await screen.findByLabelText('Add a second parent or guardian'));
    await user.type(screen.getByLabelText('Parent or guardian 2 name'), 'Luis López');
    await user.type(screen.getByLabelText('Parent or guardian 2 email'), 'luis@example.org');
    await user.click(screen.getByRole('button', { name: 'Send for signature' }));

    const summary = await screen.findByRole('alert');
    expect(within(summary).getByText(message)).toBeTruthy();
    const email = screen.getByLabelText('Parent or guardian 2 email');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-describedby')).toContain('-error');
  });

  it('says plainly when there is no template to send', async () => {
    fakeApi(answerWith(null, []));
    renderSection();
    expect(
      await screen.findByText(
        'There is no template yet. Ask a partnerships colleague to add an enrollment agreement template under Templates.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send for signature' })).toBeNull();
  });

  it('offers the signed PDF once everyone has signed, and no form', async () => {
    fakeApi(
      answerWith(
        envelope({
          status: 'completed',
          completedAt: '2026-03-04T15:00:00.000Z',
          recipients: [guardian({ status: 'signed', signedAt: '2026-03-04T15:00:00.000Z' })],
        }),
      ),
    );
    renderSection();
    const link = await screen.findByRole('link', { name: 'Download the signed agreement (PDF)' });
    expect(link.getAttribute('href')).toBe(`${AGREEMENT_PATH}/signed.pdf`);
    expect(screen.getByText(/^Completed .*\. Everyone has signed\.$/)).toBeTruthy();
    expect(screen.getByText('Parent or guardian 1: Ana López (ana@example.org)')).toBeTruthy();
    expect(screen.getByText(/^Signed Mar 4, 2026/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send for signature' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel this agreement' })).toBeNull();
  });

  it('names who declined and why, and offers a new agreement', async () => {
    fakeApi(
      answerWith(
        envelope({
          status: 'declined',
          declinedAt: '2026-03-03T15:00:00.000Z',
          declineReason: 'We need to talk about the start date',
          recipients: [guardian({ status: 'declined', declinedAt: '2026-03-03T15:00:00.000Z' })],
        }),
      ),
    );
    renderSection();
    expect(
      await screen.findByText(
        'Ana López declined. Their reason: “We need to talk about the start date” Call the family, then send a new agreement below.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send for signature' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Download/ })).toBeNull();
  });

  it('cancels an open agreement with a reason', async () => {
    const { sent } = fakeApi({
      ...answerWith(envelope({})),
      [`POST ${AGREEMENT_PATH}/void`]: {
        status: 200,
        body: envelope({ status: 'voided', voidReason: 'Wrong email address' }),
      },
    });
    const user = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Cancel this agreement' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this agreement' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the agreement' }));
    const summary = await within(dialog).findByRole('alert');
    expect(within(summary).getByText('Enter a reason for cancelling')).toBeTruthy();
    expect(within(dialog).getByLabelText('Reason').getAttribute('aria-invalid')).toBe('true');
    expect(sent.some((request) => request.method === 'POST')).toBe(false);

    await user.type(within(dialog).getByLabelText('Reason'), 'Wrong email address');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the agreement' }));
    await waitFor(() => expect(sent.some((request) => request.method === 'POST')).toBe(true));
    const post = sent.find((request) => request.method === 'POST')!;
    expect(JSON.parse(post.body as string)).toEqual({ reason: 'Wrong email address' });
  });
});
