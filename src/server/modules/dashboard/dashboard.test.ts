import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAsNewAdmin, type TestApp } from '../../../../tests/test-app.ts';
import type { DocumentStatus } from '../../../domain/documents/documents.ts';
import type { StaffRole } from '../../../domain/auth/staff-roles.ts';
import { createResponseSerializer } from '../../http/response-serializer.ts';
import { createDocument, createPartner } from '../../demo/factories.ts';
import { dashboardRoutes } from './dashboard.routes.ts';
import { DASHBOARD_STATS_DEFINITIONS } from './dashboard.service.ts';

let t: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  ({ headers } = await signInAsNewAdmin(t));
});
afterAll(() => t.close());

const stats = async () => {
  const response = await t.app.inject({ url: '/api/dashboard/stats', headers });
  expect(response.statusCode).toBe(200);
  return response.json();
};

const documentFor = (partnerId: string, status: DocumentStatus, expirationDate: string | null) =>
  createDocument(t.db, { partnerId, status, effectiveDate: '2025-01-01', expirationDate });

// The test clock's today is 2026-01-15 (America/Chicago).
describe('GET /api/dashboard/stats', () => {
  it('answers zeros on an empty database', async () => {
    expect(await stats()).toEqual({
      totalNDAs: 0,
      pendingSignatures: 0,
      completed: 0,
      activePartners: 0,
      expiringSoon: 0,
    });
  });

  it('counts each card by its written definition', async () => {
    const twoLive = await createPartner(t.db, { companyName: 'Two live NDAs' });
    await documentFor(twoLive.id, 'pending', '2026-12-31');
    await documentFor(twoLive.id, 'completed', null); // open-ended counts as live
    const endsToday = await createPartner(t.db, { companyName: 'Last day today' });
    await documentFor(endsToday.id, 'completed', '2026-01-15'); // also expiring soon
    const inThirtyDays = await createPartner(t.db, { companyName: 'Ends in 30 days' });
    await documentFor(inThirtyDays.id, 'sent', '2026-02-14'); // expiring soon, last day included
    const pastButNotSwept = await createPartner(t.db, { companyName: 'Ended yesterday' });
    await documentFor(pastButNotSwept.id, 'pending', '2026-01-14');
    const expiredOnly = await createPartner(t.db, { companyName: 'Only expired' });
    await documentFor(expiredOnly.id, 'expired', '2026-06-30'); // status wins over the date
    await documentFor(expiredOnly.id, 'draft', '2025-06-30');
    await createPartner(t.db, { companyName: 'No documents' });
    const laterPartner = await createPartner(t.db, { companyName: 'Ends in 31 days' });
    await documentFor(laterPartner.id, 'viewed', '2026-02-15');

    expect(await stats()).toEqual({
      totalNDAs: 8,
      pendingSignatures: 2,
      completed: 2,
      // Two live NDAs, Last day today, Ends in 30 days, Ends in 31 days.
      activePartners: 4,
      expiringSoon: 2,
    });
  });

  it('writes the definitions into the route description for the API docs', async () => {
    const app = Fastify();
    // The route's answer schema is zod, which only the app's serialiser compiler reads.
    app.setSerializerCompiler(createResponseSerializer({ checkAnswers: true }));
    const descriptions: unknown[] = [];
    app.addHook('onRoute', (route) => {
      if (route.url === '/api/dashboard/stats') descriptions.push(route.schema?.description);
    });
    await app.register(dashboardRoutes, {
      deps: { db: t.db, config: t.config, clock: t.clock, esign: t.esign },
    });
    await app.ready();
    expect(new Set(descriptions)).toEqual(new Set([DASHBOARD_STATS_DEFINITIONS])); // GET and HEAD
    for (const field of [
      'totalNDAs',
      'pendingSignatures',
      'completed',
      'activePartners',
      'expiringSoon',
    ]) {
      expect(DASHBOARD_STATS_DEFINITIONS).toContain(`${field}: `);
    }
    await app.close();
  });
});

describe('GET /api/dashboard/areas: dashboards follow roles', () => {
  const areasAs = async (roles: StaffRole[]) => {
    const { headers: own } = await signInAsNewAdmin(t, { roles });
    const areas = await t.app.inject({ url: '/api/dashboard/areas', headers: own });
    expect(areas.statusCode).toBe(200);
    const figures = async (url: string) => (await t.app.inject({ url, headers: own })).statusCode;
    return {
      areas: areas.json().areas,
      ndaFigures: await figures('/api/dashboard/stats'),
      givingFigures: await figures('/api/crm/summary'),
      seats: await figures('/api/admissions/seat-groups'),
    };
  };

  it('gives the owner all three areas, each with its links', async () => {
    expect(await areasAs(['owner'])).toEqual({
      areas: [
        { area: 'ndas', canOpen: true },
        { area: 'admissions', canOpen: true },
        { area: 'giving', canOpen: true },
      ],
      ndaFigures: 200,
      givingFigures: 200,
      seats: 200,
    });
  });

  it('gives the admissions role admissions only, and refuses it the NDA and giving figures', async () => {
    expect(await areasAs(['admissions'])).toEqual({
      areas: [{ area: 'admissions', canOpen: true }],
      ndaFigures: 403,
      givingFigures: 403,
      seats: 200,
    });
  });

  it('gives a viewer the NDA and giving figures without links', async () => {
    expect(await areasAs(['viewer'])).toEqual({
      areas: [
        { area: 'ndas', canOpen: false },
        { area: 'giving', canOpen: false },
      ],
      ndaFigures: 200,
      givingFigures: 200,
      seats: 403,
    });
  });
});
