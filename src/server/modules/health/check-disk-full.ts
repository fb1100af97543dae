import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { findDiskFullCause } from '../../http/database-unavailable.ts';

/** A result younger than this is reused: the check writes to disk, and /api/health is public. */
const REUSE_FOR_MS = 5_000;

/**
 * Whether the database's disk is full, found out by writing to it without leaving anything behind
 * (ADR 032). With work_mem at its minimum, sorting 10,000 numbers spills to a temporary file
 * (about 100 kB in base/pgsql_tmp, beside the tables), which needs new disk space as a new row
 * would: on a full disk PostgreSQL and PGlite both answer disk_full (53100). The file is gone when
 * the query ends; nothing is committed, no WAL is written and no table grows. Any other failure
 * is not a full disk (whether the database answers at all is checked on its own).
 */
async function probe(db: Database): Promise<boolean> {
  try {
    await db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('work_mem', '64kB', true)`);
      await tx.execute(sql`select count(*) from (
        select g from generate_series(1, 10000) as g order by g desc offset 0
      ) as spilled`);
    });
    return false;
  } catch (error) {
    return findDiskFullCause(error) !== null;
  }
}

/**
 * A check that runs the probe at most once per REUSE_FOR_MS; callers meanwhile share the last
 * answer (or the one being found out).
 */
export function createDiskFullCheck(db: Database): () => Promise<boolean> {
  let last: { at: number; isFull: Promise<boolean> } | undefined;
  return () => {
    const now = Date.now();
    if (!last || now - last.at >= REUSE_FOR_MS) last = { at: now, isFull: probe(db) };
    return last.isFull;
  };
}
