import { execFile, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../server-process.ts';

const run = promisify(execFile);

/**
 * A PostgreSQL cluster of our own, in a temporary folder on a free port on 127.0.0.1, that a test
 * may stop and start at will without disturbing the machine's shared cluster.
 */
export type PrivatePostgres = {
  url: string;
  port: number;
  /** `fast`: backends are told to stop (57P01); `immediate`: they are cut off, as in a crash. */
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
  start(): Promise<void>;
  /** The cluster's own log, for failure messages. */
  log(): string;
  destroy(): Promise<void>;
};

/** The folder holding initdb and pg_ctl: Debian's newest /usr/lib/postgresql/<n>/bin, or PATH. */
function findBinaries(): string | null {
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    const versions = readdirSync(debian)
      .filter((name) => /^\d+$/.test(name))
      .sort((a, b) => Number(b) - Number(a));
    for (const version of versions) {
      const bin = path.join(debian, version, 'bin');
      if (existsSync(path.join(bin, 'initdb')) && existsSync(path.join(bin, 'pg_ctl'))) return bin;
    }
  }
  try {
    const bin = execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim();
    if (existsSync(path.join(bin, 'initdb'))) return bin;
  } catch {
    // No pg_config either.
  }
  return null;
}

/** PostgreSQL refuses to run as root: as root we run it as the `postgres` OS user. */
function osUser(): { uid: number; gid: number; prefix: string[] } | null {
  if (process.getuid?.() !== 0) return { uid: -1, gid: -1, prefix: [] };
  try {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    execFileSync('runuser', ['--help'], { stdio: 'ignore' });
    return { uid, gid, prefix: ['runuser', '-u', 'postgres', '--'] };
  } catch {
    return null;
  }
}

/** Why a private cluster cannot run here, or null when it can. */
export function privatePostgresUnavailable(): string | null {
  if (!findBinaries()) return 'the PostgreSQL server binaries (initdb, pg_ctl) are not installed';
  if (!osUser()) return 'running as root, but there is no `postgres` OS user (or no runuser)';
  return null;
}

/** `parentDir`: where its folder goes (a small disk of its own, say); the temp folder otherwise. */
export async function startPrivatePostgres(parentDir = os.tmpdir()): Promise<PrivatePostgres> {
  const bin = findBinaries()!;
  const user = osUser()!;
  const folder = mkdtempSync(path.join(parentDir, 'nda-faults-pgcluster-'));
  if (user.uid >= 0) chownSync(folder, user.uid, user.gid);
  const dataDir = path.join(folder, 'data');
  const logFile = path.join(folder, 'postgres.log');
  const port = await freePort();

  const command = async (tool: string, args: string[]) => {
    const [file, ...rest] = [...user.prefix, path.join(bin, tool), ...args];
    try {
      await run(file!, rest, { timeout: 60_000 });
    } catch (error) {
      const { stdout, stderr } = error as { stdout?: string; stderr?: string };
      throw new Error(`${tool} ${args.join(' ')} failed:\n${stdout ?? ''}${stderr ?? ''}`, {
        cause: error,
      });
    }
  };
  // Unix socket in our folder; durability off: this cluster only lives for one test.
  const options = [
    `-p ${port}`,
    '-c listen_addresses=127.0.0.1',
    `-k ${folder}`,
    '-c fsync=off',
    '-c shared_buffers=16MB',
    '-c max_connections=40',
  ].join(' ');

  let running = false;
  const cluster: PrivatePostgres = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    async start() {
      await command('pg_ctl', [
        '-D',
        dataDir,
        '-l',
        logFile,
        '-o',
        options,
        '-w',
        '-t',
        '60',
        'start',
      ]);
      running = true;
    },
    async stop(mode = 'fast') {
      await command('pg_ctl', ['-D', dataDir, '-m', mode, '-w', '-t', '60', 'stop']);
      running = false;
    },
    log: () => (existsSync(logFile) ? readFileSync(logFile, 'utf8') : '(no log)'),
    async destroy() {
      if (running) await cluster.stop('immediate').catch(() => {});
      rmSync(folder, { recursive: true, force: true });
    },
  };
  try {
    await command('initdb', [
      '-D',
      dataDir,
      '-U',
      'postgres',
      '-A',
      'trust',
      '-E',
      'UTF8',
      '--no-sync',
    ]);
    await cluster.start();
  } catch (error) {
    await cluster.destroy();
    throw error;
  }
  return cluster;
}
