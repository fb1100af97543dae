import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UNKNOWN_MANAGE_LINK_MESSAGE } from '../../../domain/giving/donor-portal.ts';
import { queryClient } from '../../lib/query-client.ts';
import { ManageGivingLinkPage } from './donor-portal-pages.tsx';
import { PORTAL_COPY } from './portal-copy.ts';

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify(body), {
          status,
          headers: { 'Content-Type': 'application/json' },
        }),
    ),
  );
}

function renderPage(path: string) {
  const copy = path.startsWith('/es/') ? PORTAL_COPY.es : PORTAL_COPY.en;
  const router = createMemoryRouter(
    [
      {
        path: '/giving/manage/:token',
        element: <ManageGivingLinkPage copy={PORTAL_COPY.en} token="t0ken" />,
      },
      {
        path: '/es/giving/manage/:token',
        element: <ManageGivingLinkPage copy={PORTAL_COPY.es} token="t0ken" />,
      },
      { path: '*', element: <p>{copy.title} form</p> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

describe('a link that no longer opens the page', () => {
  it('says so, and leads to the form that mails a new link', async () => {
    answer(404, { message: UNKNOWN_MANAGE_LINK_MESSAGE });
    renderPage('/giving/manage/t0ken');
    expect(
      await screen.findByRole('heading', { name: 'This link does not work any more' }),
    ).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('A link works for 7 days');
    expect(screen.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe(
      '/giving/manage',
    );
  });

  it('in Spanish on the Spanish page', async () => {
    answer(404, { message: UNKNOWN_MANAGE_LINK_MESSAGE });
    renderPage('/es/giving/manage/t0ken');
    expect(await screen.findByRole('heading', { name: 'Este enlace ya no funciona' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Pedir un enlace nuevo' }).getAttribute('href')).toBe(
      '/es/giving/manage',
    );
  });
});

describe('a working link', () => {
  it('follows the donor language when the address is in the other one', async () => {
    answer(200, {
      firstName: 'Lucía',
      language: 'es',
      gifts: [{ date: '2026-01-15', amountCents: 2_500, designation: 'k12', monthly: true }],
      statementYears: [2026],
      monthlyGifts: [],
      canChangeMonthlyGifts: true,
      contactEmail: 'giving@example.org',
    });
    const router = renderPage('/giving/manage/t0ken');
    expect(await screen.findByText('Hola, Lucía.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/es/giving/manage/t0ken');
    expect(screen.getByText('De kínder a 12.º grado (K-12)')).toBeTruthy();
    expect(screen.getByText(/\$25\.00/)).toBeTruthy();
    const statement = screen.getByRole('link', { name: 'Descargar el resumen de 2026 (PDF)' });
    expect(statement.getAttribute('href')).toBe('/api/giving/manage/t0ken/statements/2026');
  });
});
