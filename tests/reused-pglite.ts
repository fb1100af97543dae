import type { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import type { Database, DatabaseHandle } from '../src/server/db/client.ts';
import * as schema from '../src/server/db/schema.ts';

/**
 * One in-memory PGlite per test worker, put back as the migrated template left it when a file
 * closes it, instead of a new PGlite for every file. Opening a copy of the template costs ≈0.6 s
 * of CPU on the 2-core machine (twice that under the suite's load), and the server step opens one
 * for each of its ~160 files; putting the data back costs a fraction of that.
 *
 * Only what a test can change without meaning to is put back: session settings, locks, every
 * table's rows and every sequence. A file that changed the schema itself (a restore, a migration
 * test) leaves an instance whose catalog no longer matches the template's: that one is closed,
 * and the next file gets a new copy. So every test database still starts as the template.
 * On the 2-core machine the server step went from 335 s to 196 s.
 */

/**
 * The schema: relations with their columns, functions, constraints and triggers. Equal to the
 * template's means a test changed only rows, sequences and session state.
 */
const CATALOG_FINGERPRINT = `
  select md5(coalesce(string_agg(line, ',' order by line), '')) as fingerprint from (
    select c.relkind::text || ':' || n.nspname || '.' || c.relname || ':' ||
      coalesce((select string_agg(a.attname || ' ' || format_type(a.atttypid, a.atttypmod)
        || ' ' || a.attgenerated::text, ';' order by a.attnum)
        from pg_attribute a where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped), '')
      as line
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast')
    union all
    select 'f:' || p.oid::regprocedure::text from pg_proc p
      join pg_namespace n on n.oid = p.pronamespace
      where n.nspname not in ('pg_catalog', 'information_schema')
    union all
    select 'c:' || conrelid::regclass::text || '.' || conname || ':' || pg_get_constraintdef(oid)
      from pg_constraint where conrelid <> 0
        and connamespace not in ('pg_catalog'::regnamespace, 'information_schema'::regnamespace)
    union all
    select 't:' || tgrelid::regclass::text || '.' || tgname from pg_trigger where not tgisinternal
  ) catalog`;

const USER_TABLES = `
  select format('%I.%I', n.nspname, c.relname) as name,
    (select string_agg(format('%I', a.attname), ', ' order by a.attnum) from pg_attribute a
      where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = '')
      as columns
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where c.relkind in ('r', 'p') and n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast')
  order by 1`;

const SEQUENCES = `
  select format('%I.%I', schemaname, sequencename) as name, last_value::text, start_value::text
  from pg_sequences`;

type Snapshot = {
  fingerprint: string;
  /** Every user table, with the rows the template holds (as JSON) where it holds any. */
  tables: { name: string; columns: string; rows: string | null }[];
  sequences: { name: string; lastValue: string | null; startValue: string }[];
};

type Kept = { client: PGlite; handle: DatabaseHandle; snapshot: Snapshot; lent: number };

/**
 * PGlite never checkpoints on its own, so its WAL (kept in memory) grows with every file's writes:
 * after this many files a worker starts again from a new copy.
 */
const FILES_PER_COPY = 20;

let kept: Kept | undefined;
let keptInUse = false;
/** Every copy is of the same template: its snapshot is taken once per worker. */
let templateSnapshot: Promise<Snapshot> | undefined;

async function fingerprintOf(client: PGlite): Promise<string> {
  const { rows } = await client.query<{ fingerprint: string }>(CATALOG_FINGERPRINT);
  return rows[0]!.fingerprint;
}

async function takeSnapshot(client: PGlite): Promise<Snapshot> {
  const fingerprint = await fingerprintOf(client);
  const tables = [];
  for (const table of (await client.query<{ name: string; columns: string }>(USER_TABLES)).rows) {
    const { rows } = await client.query<{ rows: string | null }>(
      `select json_agg(t)::text as rows from ${table.name} t`,
    );
    tables.push({ ...table, rows: rows[0]?.rows ?? null });
  }
  const sequences = (
    await client.query<{ name: string; last_value: string | null; start_value: string }>(SEQUENCES)
  ).rows.map((row) => ({
    name: row.name,
    lastValue: row.last_value,
    startValue: row.start_value,
  }));
  return { fingerprint, tables, sequences };
}

/** Puts the template's rows and sequences back; false when the schema itself was changed. */
async function putBack(entry: Kept): Promise<boolean> {
  const { client, snapshot } = entry;
  if (client.closed || entry.lent >= FILES_PER_COPY) return false;
  // A test that ended inside a transaction, or with settings or advisory locks of its session.
  await client.exec('rollback');
  await client.exec('discard all');
  if ((await fingerprintOf(client)) !== snapshot.fingerprint) return false;
  await client.transaction(async (tx) => {
    await tx.exec(`truncate ${snapshot.tables.map((table) => table.name).join(', ')} cascade`);
    for (const table of snapshot.tables) {
      if (!table.rows) continue;
      await tx.query(
        `insert into ${table.name} (${table.columns}) overriding system value
         select ${table.columns} from json_populate_recordset(null::${table.name}, $1)`,
        [table.rows],
      );
    }
    for (const sequence of snapshot.sequences) {
      await tx.query('select setval($1::regclass, $2, $3)', [
        sequence.name,
        sequence.lastValue ?? sequence.startValue,
        sequence.lastValue !== null,
      ]);
    }
  });
  return true;
}

/**
 * This worker's kept PGlite as a handle, or a new one from `open` when none is kept or the kept
 * one is in use (a file with two databases open at once). `open` makes a migrated template copy.
 */
export async function openReusedPglite(
  open: () => Promise<{ client: PGlite; handle: DatabaseHandle }>,
): Promise<DatabaseHandle> {
  if (kept && !keptInUse) {
    keptInUse = true;
    return lend(kept);
  }
  const opened = await open();
  if (kept) return opened.handle;
  templateSnapshot ??= takeSnapshot(opened.client);
  kept = { ...opened, snapshot: await templateSnapshot, lent: 0 };
  keptInUse = true;
  return lend(kept);
}

function lend(entry: Kept): DatabaseHandle {
  entry.lent += 1;
  // A metrics observer a previous file attached would otherwise keep counting this file's queries.
  entry.handle.observeQueries(() => {});
  let closed = false;
  return {
    ...entry.handle,
    // A new drizzle instance, as a new database has: the app keeps some state per instance
    // (prepared statements, the tracking key) that belongs to the rows just put back.
    db: drizzle(entry.client, { schema }) as unknown as Database,
    async close() {
      if (closed) return;
      closed = true;
      const reusable = await putBack(entry).catch(() => false);
      if (!reusable) {
        kept = undefined;
        await entry.handle.close().catch(() => {});
      }
      keptInUse = false;
    },
  };
}
