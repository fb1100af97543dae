import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { buildApp } from '../src/server/app.ts';
import { createTestClock } from '../src/server/clock.ts';
import { loadConfig, type Config } from '../src/server/config.ts';
import type { Database, DatabaseHandle } from '../src/server/db/client.ts';
import type { AppDeps } from '../src/server/deps.ts';
import { createBuiltinProvider } from '../src/server/modules/esign/builtin-provider.ts';
import type { EsignProvider } from '../src/server/modules/esign/esign-provider.ts';
import type { AppMetrics } from '../src/server/modules/metrics/app-metrics.ts';
import { createAdminUser } from '../src/server/modules/auth/users.service.ts';
import { SYSTEM_ACTOR } from '../src/server/modules/audit/audit.service.ts';
import type { StaffRole } from '../src/domain/auth/staff-roles.ts';
import { openTestDatabase } from './test-database.ts';

export type TestApp = {
  app: FastifyInstance;
  db: Database;
  clock: ReturnType<typeof createTestClock>;
  config: Config;
  esign: EsignProvider;
  close(): Promise<void>;
};

export type TestAppOptions = {
  /**
   * The e-signature provider, or a function that makes one from the test's database, config and
   * clock. Without it the built-in provider is used, whatever DOCUSIGN_* settings `env` holds.
   */
  esign?: EsignProvider | ((deps: Omit<AppDeps, 'esign'>) => EsignProvider);
  /** A pino logger, to read what the app logs; without one the app logs nothing. */
  logger?: FastifyBaseLogger;
  /** A built client folder to serve pages from; without one only the API answers. */
  clientDir?: string;
  /** The process's metrics, as main.ts hands them over (GET /metrics with METRICS_TOKEN). */
  metrics?: AppMetrics;
  /** The database to run on (closed with the app); without one a fresh migrated copy. */
  database?: DatabaseHandle;
  /** The clock, when something outside the app must share it (a fake DocuSign server). */
  clock?: ReturnType<typeof createTestClock>;
};

/** The real app on a fresh test database, with a clock the test controls. */
export async function createTestApp(
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nda-app-'));
  const config = loadConfig({ DATA_DIR: dataDir, DEMO_DATA: 'false', LOG_LEVEL: 'silent', ...env });
  const database = options.database ?? (await openTestDatabase());
  // As main.ts does: the metrics time this database's queries and read its pool.
  options.metrics?.watchDatabase(database);
  const clock = options.clock ?? createTestClock();
  const base = { db: database.db, config, clock };
  const esign =
    typeof options.esign === 'function'
      ? options.esign(base)
      : (options.esign ?? createBuiltinProvider(base));
  const app = await buildApp(
    { ...base, esign, metrics: options.metrics },
    // Every answer a test provokes is checked against its route's response schema.
    { logger: options.logger, clientDir: options.clientDir, checkAnswers: true },
  );
  return {
    app,
    db: database.db,
    clock,
    config,
    esign,
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let adminCounter = 0;
export const TEST_PASSWORD = 'correct horse battery staple';

/** Creates an admin and signs in through the real endpoint; returns the bearer header. */
export async function signInAsNewAdmin(
  t: TestApp,
  overrides: { username?: string; roles?: StaffRole[] } = {},
) {
  adminCounter += 1;
  const username = overrides.username ?? `admin${adminCounter}_${Date.now()}`;
  const user = await createAdminUser({
    db: t.db,
    actor: SYSTEM_ACTOR,
    input: {
      username,
      name: `Test Admin ${adminCounter}`,
      email: `${username}@example.org`,
      password: TEST_PASSWORD,
      roles: overrides.roles ?? ['owner'],
    },
  });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { username, password: TEST_PASSWORD },
  });
  const { token } = response.json() as { token: string };
  return { user: user!, token, headers: { authorization: `Bearer ${token}` } };
}
