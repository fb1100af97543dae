import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';

export const healthRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  // Liveness: the process is up and answering. Never touches the database.
  app.get('/api/health', { config: { public: true } }, () => ({ status: 'ok' }));

  // Readiness: the database answers, so a load balancer may send traffic here.
  app.get('/api/ready', { config: { public: true } }, async () => {
    try {
      await deps.db.execute(sql`select 1`);
    } catch {
      throw new AppError(503, 'The database is not answering yet.');
    }
    return { status: 'ready' };
  });
};
