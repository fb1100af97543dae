import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthDto, readyDto, type HealthDto } from '../../../domain/health/dtos.ts';
import type { Database } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import {
  DATABASE_UNAVAILABLE_MESSAGE,
  databaseUnavailableError,
} from '../../http/database-unavailable.ts';
import { createDiskFullCheck } from './check-disk-full.ts';

/** A check that waits longer than this counts as "unavailable": health answers must be quick. */
const DATABASE_CHECK_TIMEOUT_MS = 2_000;

/** What health says while the disk is full: for whoever looks after the server. */
export const DISK_FULL_HEALTH_MESSAGE =
  "The database answers, but the server's disk is full: nothing can be saved until space is freed.";

/** `check`'s answer, or `late` when it takes longer than DATABASE_CHECK_TIMEOUT_MS. */
async function withinTimeout<T>(check: Promise<T>, late: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(late), DATABASE_CHECK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([check, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

// Settles either way, so a check that answers after the timeout is not an unhandled rejection.
const databaseAnswers = (db: Database) =>
  withinTimeout(
    db.execute(sql`select 1`).then(
      () => true,
      () => false,
    ),
    false,
  );

export const healthRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const isDiskFull = createDiskFullCheck(deps.db);

  // Liveness and database state. Always 200 while the process answers: a database outage must not
  // make an orchestrator restart a server that reconnects on its own once the database is back,
  // nor a full disk (a restart frees nothing; writes resume once space is freed).
  app.get(
    '/api/health',
    { config: { public: true }, schema: { response: { 200: healthDto } } },
    async (): Promise<HealthDto> => {
      if (!(await databaseAnswers(deps.db))) {
        return {
          status: 'degraded',
          database: 'unavailable',
          message: DATABASE_UNAVAILABLE_MESSAGE,
        };
      }
      if (await withinTimeout(isDiskFull(), false)) {
        return { status: 'degraded', database: 'not-writable', message: DISK_FULL_HEALTH_MESSAGE };
      }
      return { status: 'ok', database: 'available' };
    },
  );

  // Readiness: the database answers, so a load balancer may send traffic here (503 otherwise).
  // A full disk keeps it ready: reads still work, and every write says plainly why it failed.
  app.get(
    '/api/ready',
    { config: { public: true }, schema: { response: { 200: readyDto } } },
    async () => {
      if (!(await databaseAnswers(deps.db))) throw databaseUnavailableError();
      return { status: 'ready' } as const;
    },
  );
};
