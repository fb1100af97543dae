import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';

// Placeholder while the routes are written (replaced before this lands).
export const publicVisitRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async () => {};
