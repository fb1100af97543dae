import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import {
  fromPglite,
  openPostgres,
  PGLITE_OPTIONS,
  type DatabaseHandle,
} from '../src/server/db/client.ts';
import { openReusedPglite } from './reused-pglite.ts';

/** PostgreSQL's error code for a connection terminated by `drop database … with (force)`. */
const ADMIN_SHUTDOWN = '57P01';

/**
 * A migrated database as the template left it: an in-memory PGlite (this worker's kept copy, put
 * back as the template was, or a new copy; reused-pglite.ts) or, in the PostgreSQL project, a new
 * database created from the migrated template database.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const postgres = inject('postgresTemplate');
  if (process.env.TEST_DB_ENGINE === 'postgres') {
    // Never fall back to PGlite silently: that would hide PostgreSQL-only failures.
    if (!postgres) throw new Error('No PostgreSQL template database was prepared for this run.');
    return copyPostgresTemplate(postgres);
  }
  return openReusedPglite(async () => {
    const client = await openPgliteClient(inject('pgliteTemplateFile'));
    return { client, handle: fromPglite(client, 'test copy in memory') };
  });
}

/** An in-memory PGlite loaded from a data folder saved as a tar file, as the server runs it. */
function openPgliteClient(tarFile: string): Promise<PGlite> {
  return PGlite.create({ ...PGLITE_OPTIONS, loadDataDir: new Blob([readFileSync(tarFile)]) });
}

async function openPgliteCopy(tarFile: string, location: string): Promise<DatabaseHandle> {
  return fromPglite(await openPgliteClient(tarFile), location);
}

async function copyPostgresTemplate(template: {
  url: string;
  name: string;
}): Promise<DatabaseHandle> {
  return openNewPostgresDatabase(template.url, template.name);
}

/**
 * A new PostgreSQL database on the server of `baseUrl`, copied from `templateName` or, without
 * one, empty (no schema at all: what a restore starts from). Dropped on close.
 */
export async function openNewPostgresDatabase(
  baseUrl: string,
  templateName?: string,
): Promise<DatabaseHandle> {
  const name = `nda_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(
    templateName
      ? `create database "${name}" template "${templateName}"`
      : `create database "${name}"`,
  );
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const handle = await openPostgres(url.toString(), {
    poolSize: 20,
    // pool.end() resolves before every connection has finished closing, so the forced drop below
    // may terminate one that is still closing. That is expected here; anything else is not.
    onIdleConnectionError: (error) => {
      if ((error as { code?: string }).code !== ADMIN_SHUTDOWN) throw error;
    },
  });
  return {
    ...handle,
    async close() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: baseUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists "${name}" with (force)`);
      await cleanup.end();
    },
  };
}

/** A new in-memory PGlite with no schema at all. */
export function openEmptyPglite(): Promise<DatabaseHandle> {
  return openPgliteCopy(inject('pgliteEmptyFile'), 'empty PGlite in memory');
}
