import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardStatsDto } from '../../../domain/document-dtos.ts';
import type { AppDeps } from '../../deps.ts';
import { DASHBOARD_STATS_DEFINITIONS, getDashboardStats } from './dashboard.service.ts';

export const dashboardRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/api/dashboard/stats',
    {
      config: { permission: 'dashboards' },
      schema: {
        summary: 'Numbers for the dashboard cards',
        description: DASHBOARD_STATS_DEFINITIONS,
        response: { 200: dashboardStatsDto },
      },
    },
    () => getDashboardStats({ db: deps.db, now: deps.clock.now() }),
  );
};
