import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ShareLinkDto } from '../../../domain/sharing/dtos.ts';
import type { LinkVisitorDto } from '../../../domain/sharing/link-protection.ts';
import { getQueryFn } from '../../lib/query-client.ts';
import { PROTECTION_WORDS as WORDS, UNVERIFIED_VISITOR } from './link-protection-words.ts';
import { ShareDialog } from './share-dialog.tsx';

const DOCUMENT_ID = '11111111-1111-4111-8111-111111111111';
const LINK_ID = '22222222-2222-4222-8222-222222222222';

const LINK: ShareLinkDto = {
  id: LINK_ID,
  documentId: DOCUMENT_ID,
  shareToken: 'abc',
  shareUrl: 'https://ndas.example.org/shared/abc',
  accessLevel: 'view',
  permissions: 'view',
  expiresAt: null,
  isActive: true,
  status: 'active',
  viewCount: 3,
  organizationType: null,
  recipient: null,
  createdAt: '2026-07-01T16:30:00.000Z',
  name: 'Board pack',
  hasPasscode: true,
  verifyEmail: true,
  allowList: ['@hospital.org'],
  allowDownload: false,
  notifyOnFirstView: true,
};

const VISITORS: LinkVisitorDto[] = [
  {
    email: 'ana@hospital.org',
    firstViewedAt: '2026-07-02T15:00:00.000Z',
    lastViewedAt: '2026-07-03T15:00:00.000Z',
    visits: 3,
    secondsOnDocument: 240,
    downloads: 1,
  },
  {
    email: null,
    firstViewedAt: '2026-07-02T16:00:00.000Z',
    lastViewedAt: '2026-07-02T16:00:00.000Z',
    visits: 1,
    secondsOnDocument: 20,
    downloads: 0,
  },
];

/** Stands in for the API at the network boundary: answers by method and path, records bodies. */
function fakeApi(links: ShareLinkDto[]) {
  const posted: unknown[] = [];
  const answers: Record<string, [number, unknown]> = {
    [`GET /api/documents/${DOCUMENT_ID}/shares`]: [200, links],
    [`POST /api/documents/${DOCUMENT_ID}/share`]: [201, LINK],
    [`GET /api/share-links/${LINK_ID}/visitors`]: [200, VISITORS],
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const request = `${init?.method ?? 'GET'} ${new URL(url, 'http://localhost').pathname}`;
      if (init?.body) posted.push(JSON.parse(String(init.body)));
      const [status, body] = answers[request] ?? [404, { message: 'Not found' }];
      return new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return posted;
}

function renderDialog() {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { queryFn: getQueryFn({ on401: 'throw' }), retry: false },
      mutations: { retry: false },
    },
  });
  render(
    <QueryClientProvider client={queryClient}>
      <ShareDialog
        document={{ id: DOCUMENT_ID, title: 'Sensory study NDA' }}
        open
        onOpenChange={() => undefined}
      />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('protecting a link in the share dialog', () => {
  it('turns the email check on for an allow-list, says so, and sends every choice', async () => {
    const posted = fakeApi([]);
    const user = renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Advanced Sharing' });
    const group = within(dialog).getByRole('group', { name: WORDS.legend });
    const emailCheck = within(group).getByLabelText(WORDS.verifyEmail);
    expect(emailCheck).toHaveProperty('checked', false);
    expect(within(group).getByLabelText(WORDS.allowDownload)).toHaveProperty('checked', true);
    expect(within(group).getByLabelText(WORDS.notifyOnFirstView)).toHaveProperty('checked', true);
    expect(within(group).getByText(WORDS.allowListHint)).toBeTruthy();

    await user.type(within(group).getByLabelText(WORDS.name), 'Board pack');
    const passcode = within(group).getByLabelText(WORDS.passcode);
    await user.type(passcode, 'short');
    await user.type(within(group).getByLabelText(WORDS.allowList), 'hospital.org\nnot an address');
    expect(emailCheck).toHaveProperty('checked', true);
    expect(emailCheck).toHaveProperty('disabled', true);
    expect(within(group).getByText(WORDS.verifyEmailByList)).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Create link' }));
    expect(
      await within(group).findByText('Use at least 6 characters for the passcode'),
    ).toBeTruthy();
    expect(within(group).getByText(/^"not an address": Write an address/)).toBeTruthy();
    expect(posted).toEqual([]);

    await user.clear(passcode);
    await user.type(passcode, 'harbour-light');
    const list = within(group).getByLabelText(WORDS.allowList);
    await user.clear(list);
    await user.type(list, ' hospital.org \n\nana@clinic.org');
    await user.click(within(group).getByLabelText(WORDS.allowDownload));
    await user.click(within(dialog).getByRole('button', { name: 'Create link' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({
      accessLevel: 'view',
      expiresAt: null,
      name: 'Board pack',
      passcode: 'harbour-light',
      verifyEmail: true,
      allowList: ['hospital.org', 'ana@clinic.org'],
      allowDownload: false,
      notifyOnFirstView: true,
    });
  });

  it('shows each link’s protections in words and its visitors in sentences', async () => {
    fakeApi([
      LINK,
      {
        ...LINK,
        id: 'open',
        name: null,
        hasPasscode: false,
        verifyEmail: false,
        allowList: [],
        allowDownload: true,
      },
    ]);
    const user = renderDialog();
    const table = await screen.findByRole('table', { name: 'Existing links' });
    expect(
      within(table).getByText('Passcode · Email check · Only 1 listed · Downloads off'),
    ).toBeTruthy();
    expect(within(table).getByText('Anyone with the link')).toBeTruthy();
    expect(within(table).getByText('Board pack')).toBeTruthy();

    const [visitorsButton] = within(table).getAllByRole('button', {
      name: /^Visitors of the View link/,
    });
    await user.click(visitorsButton!);
    const visitors = await screen.findByRole('dialog', { name: 'Visitors' });
    const items = await within(visitors).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(
        /^ana@hospital\.orgfirst opened Jul 2, 2026 at .+, last opened Jul 3, 2026 at .+, 3 visits, 4 min on the document, 1 download$/,
      ),
      expect.stringMatching(
        new RegExp(
          `^${UNVERIFIED_VISITOR}first opened .+, 1 visit, less than a minute on the document, no downloads$`,
        ),
      ),
    ]);
  });
});
