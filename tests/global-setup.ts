import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { PGLITE_OPTIONS, fromPglite, openPostgres } from '../src/server/db/client.ts';
import { runMigrations } from '../src/server/db/migrate.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data folder as a tar file: each test file loads its own copy. */
    pgliteTemplateFile: string;
    /** The same before migrations: an empty cluster, as `initdb` leaves it (no schema at all). */
    pgliteEmptyFile: string;
    /** A migrated PostgreSQL database that each test file copies with CREATE DATABASE ... TEMPLATE. */
    postgresTemplate: { url: string; name: string } | null;
  }
}

/** "Migrate once, copy per test file" (STYLE.md): migrations run once per test run, not per file. */
export default async function setup(project: TestProject) {
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'nda-tests-'));
  const client = await PGlite.create(PGLITE_OPTIONS);
  const handle = fromPglite(client, 'memory');
  // initdb takes seconds; a copy of its result loads in about one (tests that restore backups
  // into an empty database open several).
  const emptyFile = await writeDataDir(client, path.join(workDir, 'empty.tar'));
  await runMigrations(handle);
  const templateFile = await writeDataDir(client, path.join(workDir, 'template.tar'));
  await handle.close();
  project.provide('pgliteTemplateFile', templateFile);
  project.provide('pgliteEmptyFile', emptyFile);

  let postgresTemplate: { url: string; name: string } | null = null;
  const baseUrl = process.env.TEST_DATABASE_URL;
  // The project's `env` reaches the test workers, not this setup: read it from the project.
  const engine = project.config.env?.TEST_DB_ENGINE;
  if (engine === 'postgres') {
    if (!baseUrl) throw new Error('The server-postgres project needs TEST_DATABASE_URL.');
    const name = `nda_template_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    await admin.end();
    const templateUrl = new URL(baseUrl);
    templateUrl.pathname = `/${name}`;
    const pgHandle = await openPostgres(templateUrl.toString(), { poolSize: 2 });
    await runMigrations(pgHandle);
    await pgHandle.close();
    postgresTemplate = { url: baseUrl, name };
  }
  project.provide('postgresTemplate', postgresTemplate);

  return async () => {
    rmSync(workDir, { recursive: true, force: true });
    if (postgresTemplate) {
      const admin = new pg.Client({ connectionString: postgresTemplate.url });
      await admin.connect();
      await admin.query(`drop database if exists "${postgresTemplate.name}" with (force)`);
      await admin.end();
    }
  };
}

async function writeDataDir(client: PGlite, file: string): Promise<string> {
  const dump = await client.dumpDataDir('none');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  return file;
}
