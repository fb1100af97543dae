import { sql, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';

type Queryable = Database | Transaction;

/** Rows of a raw query: both drivers answer `{ rows }`. */
export async function queryRows<T>(db: Queryable, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * Summary tables kept by statement triggers from their source tables (migrations 0004–0006):
 * their rows say nothing a restore would lose.
 */
export const DERIVED_TABLES: readonly string[] = [
  'nda_document_status_counts',
  'partner_document_terms',
  'donor_status_counts',
  'waiting_list_queue_counts',
];

/**
 * Tables whose rows backups do not carry (pg_dump's `--exclude-table-data`): the history of this
 * installation's own backup files, their copies and download links (ADR 022, 038).
 */
export const UNSAVED_TABLES: readonly string[] = [
  'backup_runs',
  'backup_copies',
  'backup_downloads',
];

/** Every table of the app's schema ("public"), by name. */
export async function listTables(db: Queryable): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(
    db,
    sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p') order by c.relname`,
  );
  return rows.map((row) => row.name);
}

/** Sequences of the schema with their current state (none today; carried for future serials). */
export function listSequences(
  db: Queryable,
): Promise<{ name: string; value: string | null; called: boolean }[]> {
  return queryRows(
    db,
    sql`select sequencename as name, last_value::text as value, last_value is not null as called
        from pg_sequences where schemaname = 'public' order by sequencename`,
  );
}

/** True when any table holds a row the organisation would miss (derived summaries aside). */
export async function holdsData(db: Queryable): Promise<boolean> {
  for (const table of await listTables(db)) {
    if (DERIVED_TABLES.includes(table) || UNSAVED_TABLES.includes(table)) continue;
    const [row] = await queryRows<{ any: boolean }>(
      db,
      sql`select exists (select 1 from ${sql.identifier(table)}) as any`,
    );
    if (row?.any) return true;
  }
  return false;
}

/**
 * Removes the app's schema objects (tables with their triggers, our functions and types, the
 * migrations journal), leaving extensions and the schema itself, so migrations can start over.
 */
export async function dropAppSchema(db: Queryable): Promise<void> {
  for (const table of await listTables(db)) {
    await db.execute(sql`drop table if exists ${sql.identifier(table)} cascade`);
  }
  const functions = await queryRows<{ signature: string }>(
    db,
    sql`select p.oid::regprocedure::text as signature from pg_proc p
        join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'public'
          and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')`,
  );
  for (const { signature } of functions) {
    await db.execute(sql.raw(`drop function if exists ${signature} cascade`));
  }
  const types = await queryRows<{ name: string }>(
    db,
    sql`select t.typname as name from pg_type t join pg_namespace n on n.oid = t.typnamespace
        where n.nspname = 'public' and t.typtype in ('e', 'd')
          and not exists (select 1 from pg_depend d where d.objid = t.oid and d.deptype = 'e')`,
  );
  for (const { name } of types) {
    await db.execute(sql`drop type if exists ${sql.identifier(name)} cascade`);
  }
  for (const sequence of await listSequences(db)) {
    await db.execute(sql`drop sequence if exists ${sql.identifier(sequence.name)} cascade`);
  }
  await db.execute(sql`drop schema if exists drizzle cascade`);
}
