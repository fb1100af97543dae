import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { publicVisitRoutes } from './public-visits.routes.ts';
import { staffVisitRoutes } from './staff-visits.routes.ts';

/** Visits (ADR 052): what families and investors book without an account, and what staff see. */
export const visitsRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  await app.register(publicVisitRoutes, { deps });
  await app.register(staffVisitRoutes, { deps });
};
