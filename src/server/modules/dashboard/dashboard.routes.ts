import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardAreasDto, dashboardAreasFor } from '../../../domain/auth/dashboard-areas.ts';
import { dashboardStatsDto } from '../../../domain/documents/dtos.ts';
import { requireAdmin } from '../../http/auth-guard.ts';
import type { AppDeps } from '../../deps.ts';
import { DASHBOARD_STATS_DEFINITIONS, getDashboardStats } from './dashboard.service.ts';

export const dashboardRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/api/dashboard/stats',
    {
      config: { permission: 'nda-figures' },
      schema: {
        summary: 'Numbers for the dashboard cards',
        description: DASHBOARD_STATS_DEFINITIONS,
        response: { 200: dashboardStatsDto },
      },
    },
    () => getDashboardStats({ db: deps.db, now: deps.clock.now() }),
  );

  app.get(
    '/api/dashboard/areas',
    {
      config: { permission: 'dashboards' },
      schema: {
        summary: "The areas of the signed-in person's dashboard",
        description:
          "NDAs, admissions and donors/giving: an area is listed when the person's roles may read " +
          'its figures; canOpen says whether they may open its pages, so its links are offered.',
        response: { 200: dashboardAreasDto },
      },
    },
    (request) => ({ areas: dashboardAreasFor(requireAdmin(request).user.roles) }),
  );
};
