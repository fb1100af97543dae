import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { MailedShareLinkDto } from '../../../domain/sharing/dtos.ts';
import { getQueryFn } from '../../lib/query-client.ts';
import { HealthcareSharingCard } from './healthcare-sharing-card.tsx';

const DOCUMENT_ID = '11111111-1111-4111-8111-111111111111';
const SHARE_URL = 'https://ndas.example.org/shared/abc';

const mailedLink = (link: string): MailedShareLinkDto => ({
  id: '22222222-2222-4222-8222-222222222222',
  documentId: DOCUMENT_ID,
  shareToken: 'abc',
  shareUrl: SHARE_URL,
  accessLevel: 'view',
  permissions: 'view',
  expiresAt: null,
  isActive: true,
  status: 'active',
  viewCount: 0,
  organizationType: 'hospital',
  recipient: 'dra.garcia@hospital.example.org',
  createdAt: '2026-07-01T16:30:00.000Z',
  name: null,
  hasPasscode: false,
  verifyEmail: false,
  allowList: [],
  allowDownload: true,
  notifyOnFirstView: true,
  delivery: { status: 'queued', to: 'dra.garcia@hospital.example.org', link },
});

/** Stands in for the API at the network boundary: answers the one POST, records its body. */
function fakeApi(answer: MailedShareLinkDto) {
  const bodies: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) => {
      bodies.push(JSON.parse(String(init?.body)));
      return new Response(JSON.stringify(answer), {
        status: 201,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return bodies;
}

function renderWithQueries(ui: ReactNode) {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { queryFn: getQueryFn({ on401: 'throw' }), retry: false },
      mutations: { retry: false },
    },
  });
  render(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>);
  return userEvent.setup();
}

describe("the healthcare sharing centre's recipient language", () => {
  it('starts in English, says what it changes, and sends the language chosen', async () => {
    const bodies = fakeApi(mailedLink(`${SHARE_URL}?lang=es`));
    const user = renderWithQueries(
      <HealthcareSharingCard documents={[{ id: DOCUMENT_ID, title: 'Sensory study NDA' }]} />,
    );
    const language = screen.getByLabelText("Recipient's language");
    expect(language).toHaveProperty('value', 'en');
    expect(language.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('The email is in this language.')).toBeDefined();
    expect(screen.getByRole('option', { name: 'Español' }).getAttribute('lang')).toBe('es');

    await user.selectOptions(screen.getByLabelText('Document'), DOCUMENT_ID);
    await user.type(
      screen.getByLabelText('Recipient name or email (optional)'),
      'dra.garcia@hospital.example.org',
    );
    await user.selectOptions(language, 'es');
    await user.click(screen.getByRole('button', { name: 'Generate link' }));

    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ documentId: DOCUMENT_ID, language: 'es' });
    // The link shown to pass on is the one mailed: it opens the page in Spanish too.
    expect(await screen.findByDisplayValue(`${SHARE_URL}?lang=es`)).toBeDefined();
  });
});
