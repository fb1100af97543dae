import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { gunzipSync, gzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { packageRoot } from '../paths.ts';
import { verifyPassword } from '../modules/auth/password.ts';
import { PGLITE_OPTIONS } from '../db/client.ts';
import { skipBecause } from '../../../tests/skip-reason.ts';

const run = promisify(execFile);

/** `npm run admin -- ...` runs this file; here it runs the same way against a PGlite folder. */
describe.skipIf(
  skipBecause(
    process.env.TEST_DB_ENGINE === 'postgres',
    'runs once, in the server-pglite project: it runs the admin command on a PGlite data folder',
  ),
)('npm run admin', { timeout: 120_000 }, () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nda-cli-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const adminIn = (folder: string, ...args: string[]) =>
    run(process.execPath, ['--import', 'tsx', 'src/server/cli/admin.ts', ...args], {
      cwd: packageRoot,
      env: { ...process.env, DATA_DIR: folder },
    });
  const admin = (...args: string[]) => adminIn(dataDir, ...args);
  const hashIn = async (folder: string, username: string) => {
    const db = await PGlite.create({ ...PGLITE_OPTIONS, dataDir: path.join(folder, 'pgdata') });
    const result = await db.query<{ password: string }>(
      'select password from users where username = $1',
      [username],
    );
    await db.close();
    return result.rows[0]?.password ?? '';
  };
  const storedHash = (username: string) => hashIn(dataDir, username);

  it('creates an admin with a generated password and resets it', async () => {
    const created = await admin(
      'create',
      '--username',
      'rosa',
      '--name',
      'Rosa Parks',
      '--email',
      'rosa@example.org',
    );
    const password = /Password: (\S+)/.exec(created.stdout)?.[1] ?? '';
    expect(created.stdout).toContain('Created staff account "rosa" (owner).');
    expect(await verifyPassword(await storedHash('rosa'), password)).toBe(true);

    const reset = await admin(
      'reset-password',
      '--username',
      'rosa',
      '--password',
      'a brand new password',
    );
    expect(reset.stdout).toContain('Reset the password of "rosa" (owner).');
    expect(reset.stdout).not.toContain('Password:');
    expect(await verifyPassword(await storedHash('rosa'), 'a brand new password')).toBe(true);
  });

  it('gives the roles named with --role, once each', async () => {
    const created = await admin(
      'create',
      '--username',
      'ida',
      '--role',
      'fundraising',
      '--role',
      'viewer',
      '--role',
      'fundraising',
      '--password',
      'a long enough password',
    );
    expect(created.stdout).toContain('Created staff account "ida" (fundraising, viewer).');
  });

  it('explains what went wrong', async () => {
    await expect(admin('create', '--username', 'lee', '--role', 'boss')).rejects.toMatchObject({
      stderr: expect.stringContaining(
        '--role: Choose a role from the list: owner, admissions, fundraising, partnerships, viewer',
      ),
    });
    await expect(admin('create', '--username', 'rosa')).rejects.toMatchObject({
      stderr: expect.stringContaining('The username "rosa" is already taken'),
    });
    await expect(admin('reset-password', '--username', 'nobody')).rejects.toMatchObject({
      stderr: expect.stringContaining('There is no admin with the username "nobody"'),
    });
    await expect(admin('create', '--username', 'x y')).rejects.toMatchObject({
      stderr: expect.stringContaining('--username: Username may use letters'),
    });
  });

  // Seven runs of the command, each starting Node and PGlite: a timeout here only catches a hang.
  it(
    'backs up and restores into another data folder, refusing to overwrite either',
    { timeout: 600_000 },
    async () => {
      const file = path.join(dataDir, 'copy.sql.gz');
      const backup = await admin('backup', '--out', file);
      expect(backup.stdout).toMatch(
        new RegExp(
          `^Wrote a backup of embedded PGlite in .*: \\d+ tables, \\d+ rows, \\d+ KB, to ${file}\\.`,
        ),
      );
      await expect(admin('backup', '--out', file)).rejects.toMatchObject({
        stderr: expect.stringContaining(
          `${file} already exists. Choose another name, or add --force`,
        ),
      });

      const other = mkdtempSync(path.join(os.tmpdir(), 'nda-cli-restore-'));
      try {
        const restored = await adminIn(other, 'restore', '--from', file);
        expect(restored.stdout).toContain(`from ${file} into embedded PGlite in ${other}/pgdata`);
        // The copy keeps the password hash, so the same sign-in works there.
        expect(await hashIn(other, 'rosa')).toBe(await storedHash('rosa'));
        await expect(adminIn(other, 'restore', '--from', file)).rejects.toMatchObject({
          stderr: expect.stringContaining(
            'already holds data. Restore into an empty database, or add --force',
          ),
        });
        const forced = await adminIn(other, 'restore', '--from', file, '--force');
        expect(forced.stdout).toContain('Restored ');

        // One value changed in the file: refused with exit 1 before the copy is touched.
        const edited = path.join(dataDir, 'edited.sql.gz');
        const text = gunzipSync(readFileSync(file)).toString('utf8');
        expect(text).toContain("'rosa'");
        writeFileSync(edited, gzipSync(text.replace("'rosa'", "'rosb'")));
        await expect(adminIn(other, 'restore', '--from', edited, '--force')).rejects.toMatchObject({
          code: 1,
          stderr: expect.stringContaining(
            'The backup file was changed after it was written: its checksum does not match.\n' +
              `Nothing in embedded PGlite in ${other}/pgdata was changed.`,
          ),
        });
        expect(await hashIn(other, 'rosa')).toBe(await storedHash('rosa'));
      } finally {
        rmSync(other, { recursive: true, force: true });
      }
      await expect(admin('restore')).rejects.toMatchObject({
        stderr: expect.stringContaining('restore needs --from <file>.'),
      });
    },
  );
});
