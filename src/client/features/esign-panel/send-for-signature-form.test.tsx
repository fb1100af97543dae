import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EnvelopeStatusDto } from '../../../domain/esign/dtos.ts';
import type { PdfTemplateSummaryDto } from '../../../domain/esign/pdf-templates.ts';
import { getQueryFn } from '../../lib/query-client.ts';
import { SendForSignatureDialog } from './send-for-signature-dialog.tsx';

const DOCUMENT_ID = '11111111-1111-4111-8111-111111111111';
const STAFF_ID = '22222222-2222-4222-8222-222222222222';
const BAA_ID = '33333333-3333-4333-8333-333333333333';
const DUA_ID = '44444444-4444-4444-8444-444444444444';
const SEND_PATH = `/api/docusign/send/${DOCUMENT_ID}`;

const template = (overrides: Partial<PdfTemplateSummaryDto>): PdfTemplateSummaryDto => ({
  id: BAA_ID,
  name: 'Business associate agreement',
  filename: 'baa.pdf',
  pageCount: 4,
  fieldCount: 6,
  signerCount: 2,
  updatedAt: '2026-12-01T15:00:00.000Z',
  ...overrides,
});
const TEMPLATES = [
  template({}),
  template({ id: DUA_ID, name: 'Data-use agreement', pageCount: 1, signerCount: 3 }),
];

const ENVELOPE: EnvelopeStatusDto = {
  provider: 'builtin',
  envelopeId: '55555555-5555-4555-8555-555555555555',
  status: 'sent',
  signerName: 'Morgan Lee',
  signerEmail: 'morgan@clinic.example.org',
  signingOrder: 'steps',
  identityCheck: 'none',
  recipients: [],
  documents: [],
  sentAt: '2026-12-05T15:00:00.000Z',
  deliveredAt: null,
  completedAt: null,
  declinedAt: null,
  voidedAt: null,
  declineReason: null,
  voidReason: null,
};

type Answer = { status: number; body: unknown };

/** Stands in for the API at the network boundary: answers by method and path, records posts. */
function fakeApi(sendAnswer: Answer = { status: 200, body: ENVELOPE }) {
  const posted: Record<string, unknown>[] = [];
  const answers: Record<string, Answer> = {
    'GET /api/docusign/config': { status: 200, body: { configured: true, provider: 'builtin' } },
    'GET /api/docusign/countersigners': {
      status: 200,
      body: [{ id: STAFF_ID, name: 'Ana Ruiz', email: 'ana@ourorg.example.org' }],
    },
    'GET /api/pdf-templates': { status: 200, body: TEMPLATES },
    [`POST ${SEND_PATH}`]: sendAnswer,
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const path = new URL(url, 'http://localhost').pathname;
      if (method === 'POST') posted.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
      const answer = answers[`${method} ${path}`];
      if (!answer) throw new Error(`Unexpected request ${method} ${path}`);
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return { posted };
}

afterEach(() => vi.unstubAllGlobals());

async function openForm() {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { queryFn: getQueryFn({ on401: 'throw' }), retry: false },
      mutations: { retry: false },
    },
  });
  render(
    <QueryClientProvider client={queryClient}>
      <SendForSignatureDialog
        document={{ id: DOCUMENT_ID, title: 'Sensory study NDA' }}
        signer={{ name: 'Morgan Lee', email: 'morgan@clinic.example.org' }}
        isAgain={false}
        focusAfterSend={createRef()}
      />
    </QueryClientProvider>,
  );
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Send for Signature' }));
  const dialog = await screen.findByRole('dialog', { name: 'Send for Signature' });
  return { user, dialog: within(dialog) };
}

type Form = Awaited<ReturnType<typeof openForm>>;

async function chooseCountersigner({ user, dialog }: Form) {
  await dialog.findByRole('option', { name: /Ana Ruiz/ });
  await user.selectOptions(dialog.getByLabelText('Countersigner (optional)'), STAFF_ID);
}

/** Adds a person and fills their row; returns the row. */
async function addPerson(
  { user, dialog }: Form,
  person: { role: string; name: string; email: string; language?: string },
) {
  await user.click(dialog.getByRole('button', { name: 'Add a person' }));
  const rows = dialog.getAllByRole('group', { name: /^Person \d+$/ });
  const row = within(rows.at(-1)!);
  await user.selectOptions(row.getByLabelText('Role'), person.role);
  await user.type(row.getByLabelText('Name'), person.name);
  await user.type(row.getByLabelText('Email'), person.email);
  if (person.language) await user.selectOptions(row.getByLabelText('Language'), person.language);
  return row;
}

const sendButton = ({ dialog }: Form) => dialog.getByRole('button', { name: 'Send for Signature' });

describe('the people of the Send for signature form', () => {
  it('adds a person as a numbered group with role, name, email and language, and removes them', async () => {
    fakeApi();
    const form = await openForm();
    const { user, dialog } = form;
    await chooseCountersigner(form);
    expect(dialog.queryByRole('group', { name: /^Person/ })).toBeNull();

    await user.click(dialog.getByRole('button', { name: 'Add a person' }));
    const first = within(dialog.getByRole('group', { name: 'Person 3' }));
    // The new row takes the focus, so a keyboard user lands in it.
    expect(document.activeElement).toBe(first.getByLabelText('Role'));
    expect(
      within(first.getByLabelText('Role'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Signer', 'Approver', 'Gets a copy']);
    expect(
      within(first.getByLabelText('Language'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['English', 'Español']);

    await addPerson(form, { role: 'approver', name: 'Lee Park', email: 'lee@clinic.example.org' });
    expect(dialog.getByRole('group', { name: 'Person 4' })).toBeTruthy();

    await user.click(dialog.getByRole('button', { name: 'Remove person 3' }));
    const left = dialog.getAllByRole('group', { name: /^Person \d+$/ });
    expect(left).toHaveLength(1);
    expect(left[0]!.querySelector('legend')?.textContent).toBe('Person 3');
    expect(within(left[0]!).getByLabelText<HTMLInputElement>('Name').value).toBe('Lee Park');
    expect(document.activeElement).toBe(dialog.getByRole('button', { name: 'Add a person' }));
  });

  it('gives each signer and approver a step with "In numbered steps", starting at their place', async () => {
    fakeApi();
    const form = await openForm();
    const { user, dialog } = form;
    expect(dialog.queryByRole('radio', { name: 'In numbered steps' })).toBeNull();
    await chooseCountersigner(form);
    await addPerson(form, { role: 'cc', name: 'Sam Cole', email: 'sam@clinic.example.org' });
    await addPerson(form, { role: 'approver', name: 'Lee Park', email: 'lee@clinic.example.org' });
    expect(dialog.queryByRole('group', { name: 'Steps' })).toBeNull();

    await user.click(dialog.getByRole('radio', { name: 'In numbered steps' }));
    const steps = within(dialog.getByRole('group', { name: 'Steps' }));
    expect(
      steps.getByText(
        'People with the same step sign at the same time; step 2 starts when everyone in step 1 has signed.',
      ),
    ).toBeTruthy();
    const stepOf = (label: string) => steps.getByLabelText<HTMLInputElement>(label).value;
    expect([stepOf('Step for Morgan Lee'), stepOf('Step for Ana Ruiz')]).toEqual(['1', '2']);
    expect(stepOf('Step for Lee Park')).toBe('3');
    // The copy recipient acts in no step.
    expect(steps.getAllByRole('spinbutton')).toHaveLength(3);

    await user.click(dialog.getByRole('radio', { name: 'All at once' }));
    expect(dialog.queryByRole('group', { name: 'Steps' })).toBeNull();
  });

  it('posts the people, their steps and the PDFs in the order chosen', async () => {
    const { posted } = fakeApi();
    const form = await openForm();
    const { user, dialog } = form;
    await chooseCountersigner(form);
    await addPerson(form, {
      role: 'approver',
      name: 'Lee Park',
      email: 'lee@clinic.example.org',
      language: 'Español',
    });
    await addPerson(form, { role: 'cc', name: 'Sam Cole', email: 'sam@clinic.example.org' });
    await addPerson(form, { role: 'signer', name: 'Kim Diaz', email: 'kim@clinic.example.org' });
    await user.click(dialog.getByRole('radio', { name: 'In numbered steps' }));
    const leeStep = dialog.getByLabelText('Step for Lee Park');
    await user.clear(leeStep);
    await user.type(leeStep, '2');

    await dialog.findByRole('option', { name: /Data-use agreement/ });
    const adder = dialog.getByLabelText('Add a PDF');
    await user.selectOptions(adder, BAA_ID);
    await user.click(dialog.getByRole('button', { name: 'Add this PDF' }));
    await user.selectOptions(adder, DUA_ID);
    await user.click(dialog.getByRole('button', { name: 'Add this PDF' }));
    await user.click(dialog.getByRole('button', { name: 'Move up: Data-use agreement' }));
    // The focus stays on the button that moved with its PDF.
    expect(document.activeElement).toBe(
      dialog.getByRole('button', { name: 'Move up: Data-use agreement' }),
    );
    await user.click(sendButton(form));

    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({
      signerName: 'Morgan Lee',
      countersignerId: STAFF_ID,
      signingOrder: 'steps',
      signerStep: 1,
      countersignerStep: 2,
      moreRecipients: [
        {
          role: 'approver',
          name: 'Lee Park',
          email: 'lee@clinic.example.org',
          language: 'es',
          step: 2,
        },
        {
          role: 'cc',
          name: 'Sam Cole',
          email: 'sam@clinic.example.org',
          language: 'en',
          step: null,
        },
        {
          role: 'signer',
          name: 'Kim Diaz',
          email: 'kim@clinic.example.org',
          language: 'en',
          step: 4,
        },
      ],
      pdfTemplateIds: [DUA_ID, BAA_ID],
    });
  });

  it('sends no steps and no one else when nobody was added', async () => {
    const { posted } = fakeApi();
    const form = await openForm();
    await form.dialog.findByRole('option', { name: /Data-use agreement/ });
    await form.user.click(sendButton(form));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({
      signingOrder: 'sequential',
      signerStep: null,
      countersignerStep: null,
      moreRecipients: [],
      pdfTemplateIds: [],
    });
  });
});

describe('the documents of the Send for signature form', () => {
  it('says whose fields are whose, and refuses a PDF that needs more signers than there are', async () => {
    const { posted } = fakeApi();
    const form = await openForm();
    const { user, dialog } = form;
    await chooseCountersigner(form);
    const documents = within(dialog.getByRole('group', { name: 'Documents' }));
    expect(documents.getByText('Sensory study NDA')).toBeTruthy();
    await dialog.findByRole('option', {
      name: 'Data-use agreement, 1 page, fields for 3 signers',
    });
    expect(
      dialog.getByRole('option', {
        name: 'Business associate agreement, 4 pages, fields for 2 signers',
      }),
    ).toBeTruthy();

    await user.selectOptions(documents.getByLabelText('Add a PDF'), DUA_ID);
    await user.click(documents.getByRole('button', { name: 'Add this PDF' }));
    expect(documents.getByText("Signer 1's fields: Morgan Lee")).toBeTruthy();
    expect(documents.getByText("Signer 2's fields: Ana Ruiz")).toBeTruthy();
    expect(documents.getByText(/^Signer 3's fields: nobody yet/)).toBeTruthy();
    const shortfall =
      '"Data-use agreement" has fields for 3 signers, but this envelope has 2. Add a signer under More people, or remove this PDF.';
    expect(documents.getByText(shortfall)).toBeTruthy();

    await user.click(sendButton(form));
    const summary = await dialog.findByRole('alert');
    expect(within(summary).getByText(shortfall)).toBeTruthy();
    expect(posted).toHaveLength(0);

    // An approver fills no fields; a third signer does.
    const row = await addPerson(form, {
      role: 'approver',
      name: 'Kim Diaz',
      email: 'kim@clinic.example.org',
    });
    expect(documents.getByText(shortfall)).toBeTruthy();
    await user.selectOptions(row.getByLabelText('Role'), 'signer');
    expect(documents.queryByText(shortfall)).toBeNull();
    expect(documents.getByText("Signer 3's fields: Kim Diaz")).toBeTruthy();

    await user.click(sendButton(form));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ pdfTemplateIds: [DUA_ID] });
  });

  it('removes a PDF it was given', async () => {
    const { posted } = fakeApi();
    const form = await openForm();
    const { user, dialog } = form;
    await dialog.findByRole('option', { name: /Business associate agreement/ });
    await user.selectOptions(dialog.getByLabelText('Add a PDF'), BAA_ID);
    await user.click(dialog.getByRole('button', { name: 'Add this PDF' }));
    await user.click(dialog.getByRole('button', { name: 'Remove: Business associate agreement' }));
    expect(document.activeElement).toBe(dialog.getByLabelText('Add a PDF'));
    await user.click(sendButton(form));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ pdfTemplateIds: [] });
  });
});

describe("the server's messages in the Send for signature form", () => {
  it("shows a person's field error beside their field and names them in the summary", async () => {
    const message =
      'This address is already on the envelope. Each person needs their own email address.';
    fakeApi({
      status: 400,
      body: { message, fieldErrors: { 'moreRecipients.0.email': [message] } },
    });
    const form = await openForm();
    await chooseCountersigner(form);
    const row = await addPerson(form, {
      role: 'signer',
      name: 'Kim Diaz',
      email: 'morgan@clinic.example.org',
    });
    await form.user.click(sendButton(form));

    const summary = await form.dialog.findByRole('alert');
    expect(within(summary).getByText(`Person 3: ${message}`)).toBeTruthy();
    const email = row.getByLabelText('Email');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(row.getByText(message)).toBeTruthy();
  });

  it("checks a person's fields before sending", async () => {
    const { posted } = fakeApi();
    const form = await openForm();
    await form.user.click(form.dialog.getByRole('button', { name: 'Add a person' }));
    await form.user.click(sendButton(form));
    const summary = await form.dialog.findByRole('alert');
    expect(within(summary).getByText('Person 2: Enter their name')).toBeTruthy();
    expect(within(summary).getByText('Person 2: Enter their email address')).toBeTruthy();
    const row = within(form.dialog.getByRole('group', { name: 'Person 2' }));
    expect(row.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(posted).toHaveLength(0);
  });
});
