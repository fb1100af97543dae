import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resealBackup } from '../../../../tests/backup-fixture.ts';
import { openEmptyPglite, openTestDatabase } from '../../../../tests/test-database.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { runMigrations } from '../../db/migrate.ts';
import { createPartner } from '../../demo/factories.ts';
import { partners } from '../partners/partners.table.ts';
import { BackupFileError } from './backup-format.ts';
import { listTables } from './database-objects.ts';
import { RestoreRefusedError, restoreBackup } from './restore-backup.ts';
import { appliedSchemaVersion, latestSchemaVersion, migrationsUpTo } from './schema-version.ts';
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
  it('writes plain SQL with the schema version first, totals, and the checksum last', () => {
    const text = readFileSync(file, 'utf8');
    const lines = text.trimEnd().split('\n');
    expect(lines[0]).toBe('-- NeuroSTEM site backup, format 2');
    expect(lines[1]).toBe(`-- Schema version: ${latestSchemaVersion()}`);
    expect(lines).toContain('-- Table "partners": 2 rows');
    expect(lines.at(-2)).toMatch(/^-- End of backup: \d+ tables, \d+ rows$/);
    // The SHA-256 of every byte before the last line: `head -n -1 <file> | sha256sum`.
    const body = text.slice(0, text.lastIndexOf('-- SHA-256'));
    const sha256 = createHash('sha256').update(body).digest('hex');
    expect(lines.at(-1)).toBe(`-- SHA-256 of the lines above: ${sha256}`);
    // A quote and a line break inside a value stay inside their one line.
    expect(lines.filter((line) => line.includes("O''Brien & Daughters\\nRobotics"))).toHaveLength(
      1,
    );
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

  it('runs nothing but rows: an added statement is refused by its line number', async () => {
    const lines = readFileSync(file, 'utf8').trimEnd().split('\n');
    const edited = path.join(folder, 'edited.sql');
    lines.splice(6, 0, 'DROP TABLE partners;');
    writeFileSync(edited, `${lines.join('\n')}\n`);
    const target = await fresh();
    await expect(restoreBackup({ handle: target, file: edited, force: false })).rejects.toThrow(
      'Line 7 of the backup is not something a backup of this app contains: "DROP TABLE partners;"',
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

  it('takes a backup made before backups carried totals and a checksum (format 1), and says so', async () => {
    const lines = readFileSync(file, 'utf8').trimEnd().split('\n');
    const formatOne = lines
      .slice(0, -1)
      .filter((line) => !line.startsWith('-- Table "'))
      .map((line) => line.replace('format 2', 'format 1'));
    const old = path.join(folder, 'format-1.sql');
    writeFileSync(old, `${formatOne.join('\n')}\n`);
    const target = await fresh();
    const summary = await restoreBackup({ handle: target, file: old, force: false });
    expect(summary.checksum).toBe('absent');
    expect(await partnerNames(target)).toEqual(await partnerNames(source));

    // Without a checksum its end line still tells a file cut short.
    writeFileSync(old, `${formatOne.slice(0, -1).join('\n')}\n`);
    await expect(restoreBackup({ handle: await fresh(), file: old, force: false })).rejects.toThrow(
      /^The backup file is incomplete: it stops after line \d+, before its end line/,
    );
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
