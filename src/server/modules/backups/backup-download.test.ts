import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BACKUP_DOWNLOAD_LINK_ENDED_MESSAGE,
  WRONG_BACKUP_PROOF_MESSAGE,
} from '../../../domain/backups/backups.ts';
import type { BackupDownloadLinkDto, BackupRunDto } from '../../../domain/backups/dtos.ts';
import {
  TEST_PASSWORD,
  createTestApp,
  signInAsNewAdmin,
  type TestApp,
} from '../../../../tests/test-app.ts';
import { openEmptyPglite } from '../../../../tests/test-database.ts';
import { createPartner } from '../../demo/factories.ts';
import { auditLog } from '../audit/audit.table.ts';
import { users } from '../auth/auth.table.ts';
import { partners } from '../partners/public.ts';
import { backupFolder } from './backup-folder.ts';
import { checkBackupFile } from './check-backup-file.ts';
import { restoreBackup } from './restore-backup.ts';

/** Downloading a backup from Settings: re-authentication, a one-time link, an audit row (ADR 038). */
let t: TestApp;
let owner: Awaited<ReturnType<typeof signInAsNewAdmin>>;
let scratch: string;

const backUpNow = async () => {
  t.clock.advance(60_000); // one file name per minute
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/settings/backups',
    headers: owner.headers,
  });
  expect(response.statusCode).toBe(201);
  return (response.json() as BackupRunDto).fileName!;
};
const askForLink = (fileName: string, proof: string, headers = owner.headers) =>
  t.app.inject({
    method: 'POST',
    url: '/api/settings/backups/download-links',
    headers,
    payload: { fileName, proof },
  });
const download = (url: string) => t.app.inject({ url });
const downloadsAudited = () =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'backup'), eq(auditLog.action, 'download')));

beforeAll(async () => {
  t = await createTestApp();
  owner = await signInAsNewAdmin(t);
  scratch = mkdtempSync(path.join(tmpdir(), 'backup-download-'));
  await createPartner(t.db, { companyName: 'Lone Star Labs' });
});
afterAll(async () => {
  await t.close();
  rmSync(scratch, { recursive: true, force: true });
});

describe('downloading a backup', () => {
  it('needs the password again: a wrong or empty one gets no link and no file', async () => {
    const fileName = await backUpNow();
    const wrong = await askForLink(fileName, 'not my password at all');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      message: WRONG_BACKUP_PROOF_MESSAGE,
      fieldErrors: { proof: [WRONG_BACKUP_PROOF_MESSAGE] },
    });
    const empty = await askForLink(fileName, '');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fieldErrors.proof).toEqual([
      'Enter your password, or a code from your authenticator app.',
    ]);
    expect(await downloadsAudited()).toEqual([]);
  });

  it('is for owners only', async () => {
    const fileName = await backUpNow();
    const staff = await signInAsNewAdmin(t, { roles: ['fundraising'] });
    const response = await askForLink(fileName, TEST_PASSWORD, staff.headers);
    expect(response.statusCode).toBe(403);
  });

  it('hands out the checked file once, records who downloaded it, and the file restores', async () => {
    const fileName = await backUpNow();
    const response = await askForLink(fileName, TEST_PASSWORD);
    expect(response.statusCode).toBe(201);
    const link = response.json() as BackupDownloadLinkDto;
    expect(link).toMatchObject({
      fileName,
      url: expect.stringMatching(/^\/api\/backup-downloads\//),
    });
    expect(link.rows).toBeGreaterThan(0);
    expect(new Date(link.expiresAt).getTime() - t.clock.now().getTime()).toBe(5 * 60_000);

    const file = await download(link.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/gzip');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="${fileName}"`);
    expect(file.headers['cache-control']).toBe('no-store');
    const original = readFileSync(path.join(backupFolder(t.config), fileName));
    expect(file.rawPayload.equals(original)).toBe(true);
    expect(link.bytes).toBe(original.length);

    const [audited] = await downloadsAudited();
    expect(audited).toMatchObject({
      actorId: owner.user.id,
      entityId: fileName,
      details: { fileName, bytes: original.length },
    });

    const again = await download(link.url);
    expect(again.statusCode).toBe(410);
    expect(again.json()).toEqual({ message: BACKUP_DOWNLOAD_LINK_ENDED_MESSAGE });
    expect(await downloadsAudited()).toHaveLength(1);

    // What the owner saved is a whole backup: it passes the check and restores.
    const saved = path.join(scratch, fileName);
    writeFileSync(saved, file.rawPayload);
    expect(await checkBackupFile(saved)).toMatchObject({ checksum: 'verified', rows: link.rows });
    const copy = await openEmptyPglite();
    try {
      await restoreBackup({ handle: copy, file: saved, force: false });
      const names = await copy.db.select({ name: partners.companyName }).from(partners);
      expect(names.map((row) => row.name)).toContain('Lone Star Labs');
    } finally {
      await copy.close();
    }
  }, 180_000); // a restore into a fresh database migrates it first

  it('takes a current authenticator code instead of the password, once', async () => {
    const secret = new Secret().base32;
    await t.db.update(users).set({ totpSecret: secret }).where(eq(users.id, owner.user.id));
    const fileName = await backUpNow();
    const code = TOTP.generate({
      secret: Secret.fromBase32(secret),
      timestamp: t.clock.now().getTime(),
    });
    const first = await askForLink(fileName, code);
    expect(first.statusCode).toBe(201);
    const replayed = await askForLink(fileName, code);
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json().message).toBe(WRONG_BACKUP_PROOF_MESSAGE);
    expect((await download((first.json() as BackupDownloadLinkDto).url)).statusCode).toBe(200);
  });

  it('makes a link that ends after five minutes', async () => {
    const fileName = await backUpNow();
    const { url } = (await askForLink(fileName, TEST_PASSWORD)).json() as BackupDownloadLinkDto;
    t.clock.advance(5 * 60_000);
    expect((await download(url)).statusCode).toBe(410);
    expect((await download('/api/backup-downloads/not-a-key')).statusCode).toBe(410);
  });

  it('offers no file that is damaged, missing or not a backup', async () => {
    const fileName = await backUpNow();
    const file = path.join(backupFolder(t.config), fileName);
    const whole = readFileSync(file);
    writeFileSync(file, whole.subarray(0, Math.floor(whole.length / 2)));
    const cut = await askForLink(fileName, TEST_PASSWORD);
    expect(cut.statusCode).toBe(409);
    expect(cut.json().message).toMatch(/did not pass its check, so it is not offered for download/);
    writeFileSync(file, whole);

    const missing = await askForLink('backup-2020-01-01T00-00-00Z.sql.gz', TEST_PASSWORD);
    expect(missing.statusCode).toBe(404);
    for (const name of [`${fileName}.partial`, '../secret.sql.gz', 'notes.txt']) {
      const refused = await askForLink(name, TEST_PASSWORD);
      expect(refused.statusCode, name).toBe(400);
      expect(refused.json().fieldErrors.fileName).toEqual([
        'Choose one of the backup files listed on this page.',
      ]);
    }
  });

  it('says so when the file was deleted after the link was made', async () => {
    const fileName = await backUpNow();
    const { url } = (await askForLink(fileName, TEST_PASSWORD)).json() as BackupDownloadLinkDto;
    rmSync(path.join(backupFolder(t.config), fileName));
    const gone = await download(url);
    expect(gone.statusCode).toBe(410);
    expect(gone.json().message).toMatch(/was deleted from the backup folder/);
  });
});
