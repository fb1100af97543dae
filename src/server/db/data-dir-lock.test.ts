import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { skipBecause } from '../../../tests/skip-reason.ts';
import { packageRoot } from '../paths.ts';
import { acquireDataDirLock, DataDirLockedError } from './data-dir-lock.ts';

const started: ChildProcess[] = [];
const folders: string[] = [];
afterEach(() => {
  for (const child of started.splice(0)) child.kill('SIGKILL');
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function newDataDir(): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'nda-lock-'));
  folders.push(folder);
  return folder;
}

/** Waits until `child` has printed `text`, or fails with what it printed when it exits first. */
function waitForOutput(child: ChildProcess, text: string): Promise<void> {
  let output = '';
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk) => {
      output += chunk;
      if (output.includes(text)) resolve();
    });
    child.stderr!.on('data', (chunk) => (output += chunk));
    child.once('exit', (code) =>
      reject(new Error(`exited with ${code} before "${text}": ${output}`)),
    );
  });
}

/** Another process that takes the lock on `dataDir` and keeps it until it is killed. */
async function holdLockInAnotherProcess(dataDir: string): Promise<ChildProcess> {
  const lockModule = path.join(packageRoot, 'src/server/db/data-dir-lock.ts');
  const script =
    `const { acquireDataDirLock } = await import(${JSON.stringify(lockModule)});` +
    `acquireDataDirLock(process.argv[1]); console.log('locked'); setInterval(() => {}, 60_000);`;
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '-e', script, dataDir],
    { cwd: packageRoot, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  started.push(child);
  await waitForOutput(child, 'locked');
  return child;
}

const exitOf = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

describe.skipIf(
  skipBecause(
    process.env.TEST_DB_ENGINE === 'postgres',
    'runs once, in the server-pglite project: the data-folder lock does not depend on the engine',
  ),
)('the data-folder lock', { timeout: 60_000 }, () => {
  it('takes over a lock file whose process id now belongs to an unrelated live process', async () => {
    const dataDir = newDataDir();
    // After a reboot or a container restart, the id written by the last server may be any
    // program's: here a live `sleep`.
    const sleeper = spawn('sleep', ['60'], { stdio: 'ignore' });
    started.push(sleeper);
    writeFileSync(path.join(dataDir, '.lock'), String(sleeper.pid));

    const release = acquireDataDirLock(dataDir);
    expect(readFileSync(path.join(dataDir, '.lock'), 'utf8')).toBe(String(process.pid));
    expect(sleeper.exitCode).toBeNull();
    release();
    expect(existsSync(path.join(dataDir, '.lock'))).toBe(false);
  });

  it('refuses a folder a live process holds, naming it, and takes it over once that process is killed', async () => {
    const dataDir = newDataDir();
    const holder = await holdLockInAnotherProcess(dataDir);
    expect(() => acquireDataDirLock(dataDir)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dataDir)).toThrow(
      `is already in use by another server process (PID ${holder.pid})`,
    );

    holder.kill('SIGKILL');
    await exitOf(holder);
    // The killed process left its file behind; the operating system let go of its lock.
    expect(existsSync(path.join(dataDir, '.lock'))).toBe(true);
    const release = acquireDataDirLock(dataDir);
    release();
  });

  it('refuses a second lock in the same process until the first is released', () => {
    const dataDir = newDataDir();
    const release = acquireDataDirLock(dataDir);
    expect(() => acquireDataDirLock(dataDir)).toThrow(DataDirLockedError);
    release();
    acquireDataDirLock(dataDir)();
  });
});
