import { buildApp } from './app.ts';
import { systemClock } from './clock.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase, type DatabaseHandle } from './db/client.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { createLogger } from './logger.ts';
import { runMigrations } from './db/migrate.ts';
import { DEMO_DATA_LOCK_KEY, seedDemoData } from './demo/seed-demo-data.ts';
import { bootstrapFirstAdmin, describeSignIn } from './modules/auth/bootstrap-admin.ts';
import { seedOrganisationSettings } from './modules/settings/seed-organisation-settings.ts';
import { createEsignProvider } from './modules/esign/create-esign-provider.ts';
import { describeMailDelivery } from './modules/mail/mail-status.ts';
import { jobRegistry } from './jobs/registry.ts';
import { startJobs } from './jobs/start-jobs.ts';
import { lastBackupGauge } from './modules/backups/backup-gauge.ts';
import { createAppMetrics } from './modules/metrics/app-metrics.ts';
import { clientBuildDir } from './paths.ts';

/**
 * One sentence a person can act on when the database does not open: which setting, which
 * server or folder, and the reason, without a stack trace (nothing in it is ours to fix).
 */
function describeDatabaseFailure(
  config: { databaseUrl?: string | undefined; dataDir: string },
  error: unknown,
): string {
  const reason = error instanceof Error ? error.message : String(error);
  if (config.databaseUrl) {
    const { hostname, port } = new URL(config.databaseUrl);
    return `Could not connect to the PostgreSQL server at ${hostname}:${port || 5432} named in DATABASE_URL: ${reason}.`;
  }
  return `Could not open the embedded database in DATA_DIR (${config.dataDir}): ${reason}.`;
}

/** config → database → migrations → first admin → demo data → app → listen; drain on SIGTERM. */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const log = createLogger({ level: config.logLevel });
  // Made before anything runs and handed to the database, the jobs and the app, which all report
  // to it; only when GET /metrics is served (METRICS_TOKEN), otherwise nothing is measured.
  const metrics = config.metricsToken ? createAppMetrics({ log }) : undefined;

  let database: DatabaseHandle;
  try {
    database = await openDatabase({
      ...config,
      onIdleConnectionError: (error) =>
        log.warn(
          { err: error },
          'An idle PostgreSQL connection closed; the next query opens a new one.',
        ),
    });
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      log.fatal(error.message);
      process.exit(1);
    }
    log.fatal(describeDatabaseFailure(config, error));
    process.exit(1);
  }
  log.info(`Data lives in ${database.location}`);
  metrics?.watchDatabase(database);
  metrics?.addGauge(lastBackupGauge(database.db));

  await runMigrations(database);
  const admin = await bootstrapFirstAdmin({ db: database.db, config });
  if (admin.created && admin.generatedPassword) {
    // News, not a warning: a good first start prints no warning.
    log.info(
      `Created the first admin "${admin.username}" with the generated password: ${admin.generatedPassword}\n` +
        `  It is also saved in ${admin.generatedPasswordFile} (readable only by this user). ` +
        'Sign in at /admin and change it in Settings.',
    );
  } else if (admin.created) {
    log.info(`Created the first admin "${admin.username}" with the password from ADMIN_PASSWORD.`);
  }
  await seedOrganisationSettings({ db: database.db, config, now: systemClock.now() });
  const seeded =
    config.demoData &&
    (await database.withAdvisoryLock(DEMO_DATA_LOCK_KEY, () =>
      seedDemoData({ db: database.db, config, now: systemClock.now() }),
    ));
  if (seeded) {
    log.info('Added demo data to the empty database (set DEMO_DATA=false to skip).');
  }

  const esign = createEsignProvider({ config, db: database.db, clock: systemClock });
  log.info(
    config.docusign
      ? `E-signature: DocuSign (sign-in service ${config.docusign.authServer}).`
      : 'E-signature: the built-in signing page (DocuSign is not configured).',
  );
  const app = await buildApp(
    { db: database.db, config, clock: systemClock, esign, metrics },
    { logger: log, clientDir: clientBuildDir },
  );
  await app.listen({ port: config.port, host: config.host });
  log.info(`Site: ${config.publicUrl}   Admin area: ${config.publicUrl}/admin`);
  log.info(describeSignIn(config));
  log.info(describeMailDelivery(config.mail));
  // Every background job, from the one registry (ADR 045).
  const stopJobs = startJobs(jobRegistry({ db: database.db, config, clock: systemClock, log }), {
    log,
    observeRun: metrics?.observeJobRun,
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal} received: finishing open requests, then stopping.`);
    try {
      // Jobs may be mid-batch, a backup mid-write: their runs finish before the database closes.
      await stopJobs();
      await app.close();
      await database.close();
      log.info('Stopped cleanly.');
      process.exit(0);
    } catch (error) {
      log.error({ err: error }, 'Error while stopping');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

await main();
