import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dashboardAreasFor } from '../../../../domain/auth/dashboard-areas.ts';
import type { StaffRole } from '../../../../domain/auth/staff-roles.ts';
import { getQueryFn } from '../../../lib/query-client.ts';
import { DashboardAreas } from './dashboard-areas.tsx';

const STATS = {
  totalNDAs: 12,
  pendingSignatures: 2,
  completed: 3,
  activePartners: 3,
  expiringSoon: 2,
};
const SEATS = [
  {
    id: '00000000-0000-4000-8000-000000000001',
    campus: 'k12',
    gradeOrProgram: '11th-grade',
    startTerm: 'summer',
    capacity: 2,
    autoAdvance: true,
    offersOpen: 1,
    accepted: 1,
    seatsFree: 0,
    familiesWaiting: 4,
  },
];
const GIVING = {
  totalRaisedCents: 500_000,
  raisedThisYearCents: 250_000,
  totalDonors: 7,
  donorsByStatus: {},
  giftCount: 4,
  averageGiftCents: 125_000,
  retentionRate: null,
  retention: { year: 2026, lastYearDonors: 0, retainedDonors: 0 },
  givingByMonth: [],
  campaigns: [],
  capitalCampaign: { goalCents: 0, raisedCents: 0, phases: [] },
};

/**
 * Stands in for the server: the areas are what the server's own rule (dashboardAreasFor) answers
 * for these roles, and a figure route of an area the roles may not read answers 403, as the
 * server does. Records every path asked for.
 */
function serveAs(roles: StaffRole[]) {
  const asked: string[] = [];
  const areas = dashboardAreasFor(roles);
  const shows = (area: string) => areas.some((shown) => shown.area === area);
  const answers: Record<string, [boolean, unknown]> = {
    '/api/dashboard/areas': [true, { areas }],
    '/api/dashboard/stats': [shows('ndas'), STATS],
    '/api/documents': [areas.some((a) => a.area === 'ndas' && a.canOpen), []],
    '/api/admissions/seat-groups': [shows('admissions'), SEATS],
    '/api/crm/summary': [shows('giving'), GIVING],
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const path = new URL(url, 'http://localhost').pathname;
      asked.push(path);
      const [allowed, body] = answers[path] ?? [false, null];
      return new Response(JSON.stringify(allowed ? body : { message: 'This needs a role.' }), {
        status: allowed ? 200 : 403,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  const client = new QueryClient({
    defaultOptions: { queries: { queryFn: getQueryFn({ on401: 'throw' }), retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <DashboardAreas onCreateFromTemplate={() => {}} onUploadDocument={() => {}} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { asked };
}

const linkTargets = () => screen.queryAllByRole('link').map((link) => link.getAttribute('href'));

afterEach(() => vi.unstubAllGlobals());

describe('DashboardAreas: what each role sees', () => {
  it('shows the admissions role its seats and offers, and nothing of NDAs or giving', async () => {
    const { asked } = serveAs(['admissions']);
    const seats = await screen.findByText(
      '2 seats · 1 offer open · 1 accepted · 4 families waiting',
    );
    expect(seats).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'NDAs' })).toBeNull();
    expect(screen.queryByText('Total NDAs')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Donors and giving' })).toBeNull();
    expect(linkTargets()).toEqual(['/admin/waiting-list']);
    // It never asks for figures it may not read.
    expect(asked).not.toContain('/api/dashboard/stats');
    expect(asked).not.toContain('/api/crm/summary');
  });

  it('shows the owner all three areas, each with its links', async () => {
    serveAs(['owner']);
    const nda = await screen.findByRole('region', { name: 'NDAs' });
    expect(await within(nda).findByText('Total NDAs')).toBeTruthy();
    expect(
      await screen.findByText('2 seats · 1 offer open · 1 accepted · 4 families waiting'),
    ).toBeTruthy();
    expect(await screen.findByText('Raised this year')).toBeTruthy();
    expect(screen.getByText('$2,500')).toBeTruthy();
    await screen.findByRole('link', { name: 'View these NDAs' });
    const links = linkTargets();
    expect(links).toContain('/admin/documents?expiringWithinDays=30');
    expect(links).toContain('/admin/waiting-list');
    expect(links).toContain('/admin/crm');
  });

  it('shows a viewer NDA and giving figures without links to pages it cannot open', async () => {
    serveAs(['viewer']);
    expect(await screen.findByText('Total NDAs')).toBeTruthy();
    expect(await screen.findByText('Raised this year')).toBeTruthy();
    expect(screen.queryByText(/families waiting/)).toBeNull();
    expect(linkTargets()).toEqual([]);
  });
});
