import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthDto, readyDto, type HealthDto } from '../../../domain/health-dtos.ts';
import type { Database } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import {
  DATABASE_UNAVAILABLE_MESSAGE,
  databaseUnavailableError,
} from '../../http/database-unavailable.ts';

/** A check that waits longer than this counts as "unavailable": health answers must be quick. */
const DATABASE_CHECK_TIMEOUT_MS = 2_000;

async function databaseAnswers(db: Database): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  // Settles either way, so a check that answers after the timeout is not an unhandled rejection.
  const answered = db.execute(sql`select 1`).then(
    () => true,
    () => false,
  );
  const timedOut = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), DATABASE_CHECK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([answered, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

export const healthRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  // Liveness and database state. Always 200 while the process answers: a database outage must not
  // make an orchestrator restart a server that reconnects on its own once the database is back.
  app.get(
    '/api/health',
    { config: { public: true }, schema: { response: { 200: healthDto } } },
    async (): Promise<HealthDto> =>
      (await databaseAnswers(deps.db))
        ? { status: 'ok', database: 'available' }
        : { status: 'degraded', database: 'unavailable', message: DATABASE_UNAVAILABLE_MESSAGE },
  );

  // Readiness: the database answers, so a load balancer may send traffic here (503 otherwise).
  app.get(
    '/api/ready',
    { config: { public: true }, schema: { response: { 200: readyDto } } },
    async () => {
      if (!(await databaseAnswers(deps.db))) throw databaseUnavailableError();
      return { status: 'ready' } as const;
    },
  );
};
