import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RecipientDto } from '../../../domain/esign/dtos.ts';
import { EnvelopeDocumentList } from './envelope-document-list.tsx';
import { RecipientList, stepLabel } from './recipient-list.tsx';

let lastId = 0;
const person = (overrides: Partial<RecipientDto>): RecipientDto => ({
  id: `00000000-0000-4000-8000-${String(++lastId).padStart(12, '0')}`,
  role: 'signer',
  routingOrder: 1,
  name: 'Morgan Lee',
  email: 'morgan@clinic.example.org',
  status: 'sent',
  sentAt: '2026-12-05T15:00:00.000Z',
  viewedAt: null,
  signedAt: null,
  declinedAt: null,
  remindersSent: 0,
  nextReminderAt: null,
  identityVerifiedAt: null,
  identityMethod: null,
  ...overrides,
});

const PEOPLE = [
  person({ status: 'signed', signedAt: '2026-12-05T16:00:00.000Z' }),
  person({
    role: 'approver',
    routingOrder: 2,
    name: 'Lee Park',
    email: 'lee@clinic.example.org',
    status: 'signed',
    signedAt: '2026-12-05T17:00:00.000Z',
  }),
  person({
    routingOrder: 2,
    name: 'Ana Ruiz',
    email: 'ana@ourorg.example.org',
    status: 'sent',
    remindersSent: 1,
  }),
  person({
    role: 'cc',
    routingOrder: 3,
    name: 'sam@clinic.example.org',
    email: 'sam@clinic.example.org',
    status: 'waiting',
    sentAt: null,
  }),
];

const lines = () => screen.getAllByRole('listitem').map((item) => item.textContent);

describe('the people of an envelope', () => {
  it('names an approver as one, and says Approved where a signer would have Signed', () => {
    render(<RecipientList recipients={PEOPLE} signingOrder="sequential" />);
    const [signer, approver, countersigner, copy] = lines();
    expect(signer).toMatch(/^Signer 1 of 2: Morgan Lee \(morgan@clinic\.example\.org\)Signed /);
    expect(approver).toMatch(/^Approver: Lee Park \(lee@clinic\.example\.org\)Approved /);
    expect(approver).not.toContain('Signed');
    expect(countersigner).toMatch(/^Signer 2 of 2: Ana Ruiz .*Sent .* · 1 reminder sent$/);
    expect(copy).toBe('Copy: sam@clinic.example.orgGets a copy when everyone has signed');
    expect(screen.queryByText(/Step \d/)).toBeNull();
  });

  it('shows each step when the envelope goes in numbered steps', () => {
    render(<RecipientList recipients={PEOPLE} signingOrder="steps" />);
    const [signer, approver, countersigner, copy] = lines();
    expect(signer).toContain(`)${stepLabel(1)} · Signed `);
    expect(approver).toContain(`)${stepLabel(2)} · Approved `);
    expect(countersigner).toContain(`)${stepLabel(2)} · Sent `);
    // A copy goes out at the end, in no step.
    expect(copy).not.toContain('Step');
  });
});

const NDA = { id: '11111111-1111-4111-8111-111111111111', title: 'Sensory study NDA' };
const PDF = {
  id: '66666666-6666-4666-8666-666666666666',
  title: 'Business associate agreement',
  fieldCount: 6,
  originalSha256: 'a'.repeat(64),
  signedPdfHash: 'b'.repeat(64),
};

describe('the documents of an envelope', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the NDA first, then each PDF with its field count', () => {
    render(<EnvelopeDocumentList nda={NDA} documents={[PDF]} isCompleted={false} />);
    expect(lines()).toEqual([
      'Sensory study NDA (the NDA)',
      'Business associate agreement, 6 fields',
    ]);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('offers each PDF, signed and original, once completed, under the NDA id', async () => {
    const requested: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        requested.push(url);
        return new Response(new Blob(['%PDF-1.7']), {
          status: 200,
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': 'attachment; filename="baa.pdf"',
          },
        });
      }),
    );
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:signed-pdf');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    // The download itself is the browser's: the test only needs the link to be clicked.
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockReturnValue(undefined);
    const user = userEvent.setup();
    render(<EnvelopeDocumentList nda={NDA} documents={[PDF]} isCompleted />);

    const item = within(screen.getAllByRole('listitem')[1]!);
    await user.click(item.getByRole('button', { name: `Download signed PDF: ${PDF.title}` }));
    await user.click(item.getByRole('button', { name: `Download the original: ${PDF.title}` }));
    await waitFor(() =>
      expect(requested).toEqual([
        `/api/docusign/download/${NDA.id}/documents/${PDF.id}`,
        `/api/docusign/download/${NDA.id}/documents/${PDF.id}/original`,
      ]),
    );
  });
});
