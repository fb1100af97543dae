import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resealBackup } from '../../../../tests/backup-fixture.ts';
import { skipBecause } from '../../../../tests/skip-reason.ts';
import { openEmptyPglite, openTestDatabase } from '../../../../tests/test-database.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { runMigrations } from '../../db/migrate.ts';
import { createPartner } from '../../demo/factories.ts';
import { partners } from '../partners/public.ts';
import { BackupFileError } from './backup-format.ts';
import { checkBackupFile } from './check-backup-file.ts';
import { listTables } from './database-objects.ts';
import { RestoreRefusedError, restoreBackup } from './restore-backup.ts';
import {
  appliedSchemaVersion,
  latestSchemaVersion,
  migrationsUpTo,
  readJournal,
} from './schema-version.ts';
import { writeBackup } from './write-backup.ts';

let folder: string;
let source: DatabaseHandle;
let file: string;
const opened: DatabaseHandle[] = [];
const fresh = async () => {
  const handle = await openEmptyPglite();
  opened.push(handle);
  return handle;
};
const migrationCount = () => readJournal().entries.length;
const partnerNames = async (handle: DatabaseHandle) =>
  (await handle.db.select({ name: partners.companyName }).from(partners)).map((p) => p.name).sort();

beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), 'restore-'));
  source = await openTestDatabase();
  await createPartner(source.db, { companyName: "O'Brien & Daughters\nRobotics ✓" });
  await createPartner(source.db, { companyName: 'Lone Star Labs' });
  file = path.join(folder, 'two-partners.sql');
  await writeBackup({ db: source.db, file, now: new Date('2026-11-27T08:00:00Z') });
});
afterEach(async () => {
  await Promise.all(opened.splice(0).map((handle) => handle.close()));
});
afterAll(async () => {
  await source.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('writeBackup', () => {
  it('writes pg_dump plain SQL between a header with the schema version and a trailer with totals and the checksum', () => {
    const text = readFileSync(file, 'utf8');
    const lines = text.trimEnd().split('\n');
    expect(lines[0]).toBe('-- NeuroSTEM site backup, format 3');
    expect(lines[1]).toBe(`-- Schema version: ${latestSchemaVersion()}`);
    expect(text).toContain('-- PostgreSQL database dump\n');
    expect(lines).toContain('-- PostgreSQL database dump complete');
    expect(lines).toContain('-- Table public.partners: 2 rows');
    expect(lines).toContain('-- Table drizzle.__drizzle_migrations: ' + migrationCount() + ' rows');
    // A table without rows has its total too; the app's own backup records travel without theirs.
    expect(lines).toContain('-- Table public.uploads: 0 rows');
    expect(text).not.toMatch(/^INSERT INTO public\.backup_runs|^-- Table public\.backup_runs/m);
    expect(lines.at(-2)).toMatch(/^-- End of backup: \d+ tables, \d+ rows$/);
    // The SHA-256 of every byte before the last line: `head -n -1 <file> | sha256sum`.
    const body = text.slice(0, text.lastIndexOf('-- SHA-256'));
    const sha256 = createHash('sha256').update(body).digest('hex');
    expect(lines.at(-1)).toBe(`-- SHA-256 of the lines above: ${sha256}`);
    // One row per INSERT, a quote and a line break kept inside the value as pg_dump writes them.
    expect(text).toMatch(
      /^INSERT INTO public\.partners VALUES \('[^']+', 'O''Brien & Daughters\nRobotics ✓'/m,
    );
    // What psql 15 (transaction_timeout is PostgreSQL 17's) or PGlite's exec (psql commands) would refuse.
    expect(text).not.toMatch(/^SET transaction_timeout|^\\/m);
    // No owners, grants or comments, which need roles the target may not have.
    expect(text).not.toMatch(/OWNER TO|^GRANT |^REVOKE |^COMMENT ON /m);
  });

  it('on PostgreSQL, stops with what to install when pg_dump is missing or older than the server', async (context) => {
    const reason =
      'PostgreSQL only: the embedded database is dumped by the pg_dump the app carries';
    context.skip(skipBecause(source.engine !== 'postgres', reason), reason);
    const bin = mkdtempSync(path.join(tmpdir(), 'bin-'));
    const searchPath = process.env.PATH;
    const target = path.join(folder, 'not-made.sql');
    try {
      process.env.PATH = bin;
      await expect(writeBackup({ db: source.db, file: target, now: new Date() })).rejects.toThrow(
        /^Backups of a PostgreSQL database are made with PostgreSQL's own pg_dump, which was not found\. Install/,
      );
      writeFileSync(path.join(bin, 'pg_dump'), '#!/bin/sh\necho "pg_dump (PostgreSQL) 12.22"\n', {
        mode: 0o755,
      });
      await expect(writeBackup({ db: source.db, file: target, now: new Date() })).rejects.toThrow(
        /^pg_dump 12 is older than the PostgreSQL \d+ server it would back up\. Install the PostgreSQL \d+ client tools/,
      );
    } finally {
      process.env.PATH = searchPath;
      rmSync(bin, { recursive: true, force: true });
    }
    expect(readdirSync(folder)).toEqual(['two-partners.sql']);
  });

  it('leaves no file behind when it cannot finish', async () => {
    const target = path.join(folder, 'missing-folder', 'backup.sql');
    await expect(writeBackup({ db: source.db, file: target, now: new Date() })).rejects.toThrow();
    expect(readdirSync(folder)).toEqual(['two-partners.sql']);
  });
});

describe('restoreBackup', () => {
  it('loads a backup into an empty database', async () => {
    const target = await fresh();
    const summary = await restoreBackup({ handle: target, file, force: false });
    expect(summary).toMatchObject({
      schemaVersion: latestSchemaVersion(),
      rows: expect.any(Number),
      checksum: 'verified',
    });
    expect(await partnerNames(target)).toEqual(await partnerNames(source));
    // drizzle's migrator, as the server runs it at start, finds the restored schema up to date.
    await runMigrations(target);
    expect(await appliedSchemaVersion(target.db)).toBe(latestSchemaVersion());
  });

  it('refuses a database that holds data, and with force replaces all of it', async () => {
    const target = await fresh();
    await runMigrations(target);
    await createPartner(target.db, { companyName: 'Only in the target' });
    await expect(restoreBackup({ handle: target, file, force: false })).rejects.toThrow(
      new RestoreRefusedError(
        'The database at empty PGlite in memory already holds data. Restore into an empty database, or add --force to replace everything in it with the backup.',
      ),
    );
    expect(await partnerNames(target)).toEqual(['Only in the target']);

    await restoreBackup({ handle: target, file, force: true });
    expect(await partnerNames(target)).toEqual(await partnerNames(source));
  });

  it('takes a migrated database without data as empty', async () => {
    const target = await fresh();
    await runMigrations(target);
    await restoreBackup({ handle: target, file, force: false });
    expect(await partnerNames(target)).toHaveLength(2);
  });

  it('refuses a file cut short, and the target can take the whole file afterwards', async () => {
    const lines = readFileSync(file, 'utf8').trimEnd().split('\n');
    const cut = path.join(folder, 'cut.sql');
    writeFileSync(cut, `${lines.slice(0, -1).join('\n')}\n`);
    const target = await fresh();
    await expect(restoreBackup({ handle: target, file: cut, force: false })).rejects.toThrow(
      new BackupFileError(
        'The backup file is incomplete: its last line, the checksum, is missing (was it still being written or copied?).',
      ),
    );
    // Refused before anything was touched: the empty database is still empty.
    expect(await listTables(target.db)).toEqual([]);
    await restoreBackup({ handle: target, file, force: false });
    expect(await partnerNames(target)).toHaveLength(2);
    rmSync(cut);
  });

  it('refuses an added statement: the file no longer matches its checksum', async () => {
    const lines = readFileSync(file, 'utf8').trimEnd().split('\n');
    const edited = path.join(folder, 'edited.sql');
    lines.splice(6, 0, 'DROP TABLE partners;');
    writeFileSync(edited, `${lines.join('\n')}\n`);
    const target = await fresh();
    await expect(restoreBackup({ handle: target, file: edited, force: false })).rejects.toThrow(
      new BackupFileError(
        'The backup file was changed after it was written: its checksum does not match.',
      ),
    );
    expect(await listTables(target.db)).toEqual([]);
    rmSync(edited);
  });

  it('refuses a psql command, even in a file resealed after the edit', async () => {
    const text = readFileSync(file, 'utf8');
    const edited = path.join(folder, 'psql-command.sql');
    writeFileSync(
      edited,
      resealBackup(
        text.replace('CREATE SCHEMA drizzle;', '\\! touch /tmp/x\nCREATE SCHEMA drizzle;'),
      ),
    );
    await expect(
      restoreBackup({ handle: await fresh(), file: edited, force: false }),
    ).rejects.toThrow(
      /^The backup file was changed after it was written: line \d+ is a psql command/,
    );
    rmSync(edited);
  });

  it('refuses a backup from a newer version of the app', async () => {
    const newer = path.join(folder, 'newer.sql');
    writeFileSync(
      newer,
      resealBackup(
        readFileSync(file, 'utf8').replace(latestSchemaVersion(), '9999_from_the_future'),
      ),
    );
    await expect(
      restoreBackup({ handle: await fresh(), file: newer, force: false }),
    ).rejects.toThrow(
      'The backup was made by a newer version of the app (schema 9999_from_the_future); update this copy of the app first.',
    );
    rmSync(newer);
  });

  it('refuses a backup in the format of earlier versions, naming the version that restores it', async () => {
    const body = [
      '-- NeuroSTEM site backup, format 2',
      `-- Schema version: ${latestSchemaVersion()}`,
      'SET standard_conforming_strings = on;',
      '-- End of backup: 0 tables, 0 rows',
      '',
    ].join('\n');
    const old = path.join(folder, 'format-2.sql');
    writeFileSync(old, resealBackup(`${body}-- SHA-256 of the lines above: ${'0'.repeat(64)}\n`));
    // Proved whole, so Settings still offers it for download…
    expect(await checkBackupFile(old)).toMatchObject({ format: 2, checksum: 'verified' });
    // …but this version does not load it.
    const target = await fresh();
    await expect(restoreBackup({ handle: target, file: old, force: false })).rejects.toThrow(
      /^This backup is in format 2, written by versions of the app from before backups were pg_dump files \(ADR 042\); this version does not restore it\. Restore it with an earlier version \(git commit db2532c or older\), then make a new backup with this one\.$/,
    );
    expect(await listTables(target.db)).toEqual([]);
    rmSync(old);
  });

  it('restores a backup of an older schema and carries it forward with the newer migrations', async () => {
    // A database as version 0013 left it: signers still lived on signature_requests.
    const old = await fresh();
    const upTo = migrationsUpTo('0013_seal_certificates')!;
    await runMigrations(old, upTo.folder);
    upTo.remove();
    const [partner] = await old.db
      .execute(
        sql`insert into partners (company_name, contact_name, email) values ('Old Partner', 'Ana', 'ana@example.org') returning id`,
      )
      .then((result) => (result as unknown as { rows: { id: string }[] }).rows);
    const oldFile = path.join(folder, 'old.sql.gz');
    await writeBackup({ db: old.db, file: oldFile, now: new Date() });
    expect(readFileSync(oldFile).subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));

    const target = await fresh();
    const summary = await restoreBackup({ handle: target, file: oldFile, force: false });
    expect(summary.schemaVersion).toBe('0013_seal_certificates');
    expect(await appliedSchemaVersion(target.db)).toBe(latestSchemaVersion());
    const [restored] = await target.db.select().from(partners).where(eq(partners.id, partner!.id));
    expect(restored?.companyName).toBe('Old Partner');
    rmSync(oldFile);
  });
});
