import pg from 'pg';

/** The PostgreSQL server of TEST_DATABASE_URL, or null: the PostgreSQL variants are skipped. */
export const testDatabaseUrl = process.env.TEST_DATABASE_URL || null;

export const SKIP_POSTGRES_MESSAGE =
  'the PostgreSQL variants of this fault test need TEST_DATABASE_URL, e.g. ' +
  'TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run test:faults';

/**
 * A new, empty database on the TEST_DATABASE_URL server (its user may create databases); the
 * server migrates it on start. drop() removes it, ending any connection still open.
 */
export async function createScratchDatabase(
  serverUrl: string,
  prefix: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `faults_${prefix}_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      try {
        await cleanup.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await cleanup.end();
      }
    },
  };
}
