import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import type { ActivityDto, CommentDto } from '../../../domain/collaboration/dtos.ts';
import type { SharedDocumentDto } from '../../../domain/sharing/dtos.ts';
import type { LinkGateDto } from '../../../domain/sharing/link-protection.ts';
import { SharedViewPage } from './shared-view-page.tsx';

// The shared page's tests share this harness: the API stand-in at the network boundary and the
// page in a router. The real gate, codes and passes are walked in e2e/protected-links.test.ts.

export const TOKEN = 'share_tok_1';
export const DOCUMENT_ID = '11111111-1111-4111-8111-111111111111';
export const SHARED_PATH = `/api/shared/${TOKEN}`;
export const COMMENTS_PATH = `/api/documents/${DOCUMENT_ID}/comments`;
export const ACTIVITY_PATH = `/api/documents/${DOCUMENT_ID}/activity`;

export const SHARED: SharedDocumentDto = {
  document: {
    id: DOCUMENT_ID,
    title: 'Mutual NDA with Clínica Norte',
    content: 'This Agreement is made between [COMPANY] and Clínica Norte.',
    purpose: 'Planning a therapy pilot.',
    duration: 12,
    createdAt: '2026-01-15T15:00:00.000Z',
    status: 'sent',
    canEdit: true,
    editableContent: 'This Agreement is made between [COMPANY] and [PARTNER].',
  },
  partner: { companyName: 'Clínica Norte' },
  shareLink: {
    accessLevel: 'edit',
    viewCount: 1,
    expiresAt: '2026-02-15T18:00:00.000Z',
    name: null,
    allowDownload: true,
  },
  visitor: { email: null },
  visitorPass: null,
};

export const OPEN_GATE: LinkGateDto = {
  linkName: null,
  needsPasscode: false,
  needsEmail: false,
  verifiedEmail: null,
  allowDownload: true,
  verifiedVisitHours: 24,
};

export const COMMENTS: CommentDto[] = [];
export const ACTIVITY: ActivityDto[] = [
  {
    id: '22222222-2222-4222-8222-222222222222',
    userName: 'Ana Ruiz',
    action: 'viewed',
    timestamp: '2026-01-16T15:00:00.000Z',
    details: null,
    visitorEmail: null,
  },
];

export type Answer = { status: number; body?: unknown };
/** An answer, or answers in turn (the last one repeats). */
type Answers = Answer | Answer[];
export type SentRequest = { request: string; body: unknown; pass: string | null };

/**
 * Stands in for the API at the network boundary: answers by method and path, records each
 * request with its body and the visitor pass it carried. An open link's gate, the document, its
 * lists and heartbeats answer unless overridden.
 */
export function fakeApi(overrides: Record<string, Answers> = {}) {
  const answers: Record<string, Answers> = {
    [`GET ${SHARED_PATH}/gate`]: { status: 200, body: OPEN_GATE },
    [`GET ${SHARED_PATH}`]: { status: 200, body: SHARED },
    [`GET ${COMMENTS_PATH}`]: { status: 200, body: COMMENTS },
    [`GET ${ACTIVITY_PATH}`]: { status: 200, body: ACTIVITY },
    [`POST ${SHARED_PATH}/heartbeat`]: { status: 204 },
    ...overrides,
  };
  const sentRequests: SentRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const request = `${init?.method ?? 'GET'} ${new URL(url, 'http://localhost').pathname}`;
      const headers = new Headers(init?.headers);
      sentRequests.push({
        request,
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
        pass: headers.get('x-visitor-pass'),
      });
      const planned = answers[request];
      const answer = Array.isArray(planned)
        ? planned.length > 1
          ? planned.shift()
          : planned[0]
        : planned;
      if (!answer) throw new Error(`Unexpected request ${request}`);
      return new Response(answer.status === 204 ? null : JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return {
    sentRequests,
    /** `METHOD path` of every request, in order. */
    get sent() {
      return sentRequests.map((entry) => entry.request);
    },
  };
}

/** The browser's languages, first one first (navigator.languages). */
export function browserPrefers(...languages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
}

export function renderSharedView() {
  const router = createMemoryRouter(
    [{ path: '/shared/:token', element: <SharedViewPage token={TOKEN} /> }],
    { initialEntries: [`/shared/${TOKEN}`] },
  );
  const { container } = render(<RouterProvider router={router} />);
  return { user: userEvent.setup(), page: container.firstElementChild as HTMLElement };
}
