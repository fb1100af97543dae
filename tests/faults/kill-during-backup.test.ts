import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { count } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import type { BackupStatusDto } from '../../src/domain/backups/dtos.ts';
import { fromPglite, openPglite, PGLITE_OPTIONS } from '../../src/server/db/client.ts';
import { runMigrations } from '../../src/server/db/migrate.ts';
import { restoreBackup } from '../../src/server/modules/backups/restore-backup.ts';
import { uploads } from '../../src/server/modules/uploads/uploads.table.ts';
import { createFaultRun, request, signInAsAdmin } from './fault-run.ts';
import { waitFor } from './load.ts';

const run = createFaultRun();
afterAll(() => run.cleanup());

/** 40 MB of files that do not compress: each backup takes seconds, long enough to be cut. */
const FILES = 40;
const FILE_BYTES = 1024 * 1024;

/** A time zone where it is already past 2 AM, so the first nightly backup is due at start. */
const zonePastTwoAm = () => (new Date().getUTCHours() >= 2 ? 'UTC' : 'Asia/Tokyo');

const sha256 = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

/**
 * `kill -9` while a backup is being written (ADR 022). The backup before it stays whole
 * and restorable; the cut one stays a `.partial` file that Settings never lists.
 */
it('a server killed while writing a backup leaves the previous backup intact and the partial one unlisted', async () => {
  const dataDir = run.tempDir('backup');
  const folder = path.join(dataDir, 'backups');
  const prepared = await openPglite(dataDir);
  await runMigrations(prepared);
  for (let index = 0; index < FILES; index += 1) {
    const data = randomBytes(FILE_BYTES);
    await prepared.db.insert(uploads).values({
      filename: `scan-${index}.pdf`,
      mimeType: 'application/pdf',
      size: data.length,
      data,
      sha256: createHash('sha256').update(data).digest('hex'),
    });
  }
  await prepared.close();

  const env = { DATA_DIR: dataDir, ORGANIZATION_TIME_ZONE: zonePastTwoAm() };
  await run.check(async () => {
    const first = await run.startServer('before the kill', env);
    const headers = await signInAsAdmin(first.url);
    const status = async (url: string) =>
      (await request(url, 'GET', '/api/settings/backups', { headers })).body as BackupStatusDto;
    // The first nightly backup starts with the server.
    await waitFor(
      () => 'the first nightly backup to succeed',
      async () => (await status(first.url)).lastSucceeded !== null,
      120_000,
      200,
    );
    const [previous] = (await status(first.url)).files;
    const previousFile = path.join(folder, previous!.name);
    const previousHash = sha256(previousFile);

    // A second backup, asked for in Settings, is killed while its file is being written.
    const asked = request(first.url, 'POST', '/api/settings/backups', {
      headers,
      timeoutMs: 120_000,
    }).catch((error: unknown) => error);
    const partialNow = () =>
      readdirSync(folder).find(
        (name) => name.endsWith('.partial') && statSync(path.join(folder, name)).size > 0,
      );
    await waitFor(
      () => 'a partial backup file with data in it',
      () => partialNow() !== undefined,
      60_000,
      5,
    );
    await first.stop('SIGKILL');
    expect(await asked).toBeInstanceOf(Error);
    const partial = partialNow()!;

    // The previous backup is untouched and loads into an empty database with every file.
    expect(sha256(previousFile)).toBe(previousHash);
    const restored = fromPglite(await PGlite.create(PGLITE_OPTIONS), 'restore check');
    try {
      await restoreBackup({ handle: restored, file: previousFile, force: false });
      const [kept] = await restored.db.select({ files: count() }).from(uploads);
      expect(kept?.files).toBe(FILES);
    } finally {
      await restored.close();
    }

    // After a restart, Settings lists the previous backup only.
    const second = await run.startServer('after the kill', env);
    const again = await signInAsAdmin(second.url);
    const afterRestart = (
      await request(second.url, 'GET', '/api/settings/backups', { headers: again })
    ).body as BackupStatusDto;
    expect(afterRestart.files.map((file) => file.name)).toEqual([previous!.name]);
    expect(afterRestart.lastSucceeded?.fileName).toBe(previous!.name);
    expect(existsSync(path.join(folder, partial))).toBe(true);
  });
}, 240_000);
