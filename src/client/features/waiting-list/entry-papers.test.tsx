import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getQueryFn } from '../../lib/query-client.ts';
import { fakeApi, json } from '../../test/fake-api.ts';
import { EntryPapers } from './entry-papers.tsx';

const ENTRY_ID = '00000000-0000-4000-8000-0000000000c1';

// jsdom has no scrollIntoView: each test gives one to watch, and takes it away again.
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
});

function renderAt(path: string) {
  fakeApi(({ method, path: asked }) =>
    method === 'GET' && asked === `/api/waiting-list/${ENTRY_ID}/papers` ? json([]) : undefined,
  );
  const scrolled = vi.fn();
  Element.prototype.scrollIntoView = scrolled;
  const client = new QueryClient({
    defaultOptions: { queries: { queryFn: getQueryFn({ on401: 'throw' }), retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <EntryPapers entryId={ENTRY_ID} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return scrolled;
}

describe('the papers of a waiting-list entry', () => {
  it('come into view when the address ends in #papers (Today\'s "Open papers")', async () => {
    const scrolled = renderAt(`/admin/waiting-list/${ENTRY_ID}#papers`);
    await screen.findByText('The family has not sent any papers.');
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(scrolled.mock.contexts[0]).toBe(document.getElementById('papers'));
  });

  it('stay where they are otherwise', async () => {
    const scrolled = renderAt(`/admin/waiting-list/${ENTRY_ID}`);
    await screen.findByText('The family has not sent any papers.');
    expect(scrolled).not.toHaveBeenCalled();
  });
});
