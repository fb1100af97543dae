import { execFile, spawn } from 'node:child_process';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { pgDump } from '@electric-sql/pglite-tools/pg_dump';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { PGLITE_OPTIONS, type Database } from '../../db/client.ts';
import { queryRows } from './database-objects.ts';

/**
 * What every dump is made with (ADR 042): plain SQL that loads into an empty database under any
 * owner (`--no-owner --no-privileges`), one `INSERT` per row so that PGlite's `exec`, which cannot
 * take `COPY … FROM stdin`, runs it too, and without comments: the only one, pg_trgm's, needs the
 * extension's owner to load.
 */
const DUMP_ARGS = ['--no-owner', '--no-privileges', '--no-comments', '--inserts'];

const run = promisify(execFile);

/** The client drizzle was made with: a PGlite instance or a `pg` pool. */
const clientOf = (db: Database) => (db as unknown as { $client: unknown }).$client;

/**
 * pg_dump's plain-SQL output for the whole database, in pieces. The embedded database is dumped
 * by pg_dump's WebAssembly build from a copy of its data folder opened beside it, so the live
 * instance's one session is never shared with pg_dump; PostgreSQL by the `pg_dump` program,
 * which must be as new as the server.
 */
export async function* dumpDatabase(
  db: Database,
  options: { excludeTableData: readonly string[] },
): AsyncGenerator<string> {
  const args = [
    ...DUMP_ARGS,
    ...options.excludeTableData.map((table) => `--exclude-table-data=${table}`),
  ];
  const client = clientOf(db);
  if (client instanceof PGlite) {
    yield await dumpPgliteCopy(client, args);
  } else if (client instanceof pg.Pool) {
    const url = (client.options as { connectionString?: string }).connectionString;
    if (!url) throw new Error('The PostgreSQL connection has no URL to give pg_dump.');
    await checkPgDumpVersion(db);
    yield* runPgDump(url, args);
  } else {
    throw new Error('This database cannot be backed up: it is neither PGlite nor a pg pool.');
  }
}

/**
 * `dumpDataDir` copies the data folder under PGlite's query lock in one synchronous pass: the
 * copy is the folder as a crash at that instant would leave it, which the copy's start-up
 * recovers to the last commit. pg_dump then runs on the copy; pgDump leaves its read-only
 * transaction and settings behind on the instance it dumps, which is closed afterwards.
 */
async function dumpPgliteCopy(live: PGlite, args: string[]): Promise<string> {
  const copy = await PGlite.create({
    ...PGLITE_OPTIONS,
    loadDataDir: await live.dumpDataDir('none'),
  });
  try {
    const file = await pgDump({ pg: copy, args });
    return await file.text();
  } finally {
    await copy.close();
  }
}

const PG_DUMP_MISSING =
  "Backups of a PostgreSQL database are made with PostgreSQL's own pg_dump, which was not found. " +
  'Install the PostgreSQL client tools where the app runs (Debian/Ubuntu: apt install postgresql-client).';

/** pg_dump refuses a server newer than itself; say so before it starts, with what to install. */
async function checkPgDumpVersion(db: Database): Promise<void> {
  let output: string;
  try {
    output = (await run('pg_dump', ['--version'])).stdout;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new Error(PG_DUMP_MISSING);
    throw error;
  }
  const tool = Number(/\(PostgreSQL\) (\d+)/.exec(output)?.[1]);
  const [server] = await queryRows<{ version: string }>(
    db,
    sql`select current_setting('server_version_num') as version`,
  );
  const serverMajor = Math.floor(Number(server!.version) / 10_000);
  if (!(tool >= serverMajor)) {
    throw new Error(
      `pg_dump ${Number.isNaN(tool) ? `("${output.trim()}")` : tool} is older than the PostgreSQL ${serverMajor} server it would back up. ` +
        `Install the PostgreSQL ${serverMajor} client tools (or newer) where the app runs, e.g. apt install postgresql-client-${serverMajor}.`,
    );
  }
}

/** Runs pg_dump on `url`; the password goes in its environment, never on its command line. */
async function* runPgDump(url: string, args: string[]): AsyncGenerator<string> {
  const target = new URL(url);
  const password = decodeURIComponent(target.password);
  target.password = '';
  const child = spawn('pg_dump', [...args, '--no-password', `--dbname=${target.toString()}`], {
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk: string) => {
    stderr += chunk;
  });
  const exited = new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', resolve);
  });
  child.stdout.setEncoding('utf8');
  try {
    for await (const chunk of child.stdout) yield chunk as string;
  } finally {
    if (child.exitCode === null) child.kill();
  }
  const code = await exited;
  if (code !== 0) {
    throw new Error(`pg_dump failed (exit code ${code}): ${stderr.trim() || 'no message'}`);
  }
}
