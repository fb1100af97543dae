import { sql, type SQL } from 'drizzle-orm';
import type { Transaction } from '../../../db/client.ts';

async function rowsOf<T>(tx: Transaction, query: SQL): Promise<T[]> {
  return ((await tx.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * Every column with a foreign key to donors.id, read from the database itself, so a table added
 * later (by any module) is moved by a merge too instead of being emptied by the delete's cascade.
 */
export function donorReferences(tx: Transaction) {
  return rowsOf<{ table: string; column: string }>(
    tx,
    sql`select cl.relname as "table", att.attname as "column"
      from pg_constraint con
      join pg_class cl on cl.oid = con.conrelid
      join pg_attribute att on att.attrelid = con.conrelid and att.attnum = con.conkey[1]
      where con.contype = 'f' and con.confrelid = 'public.donors'::regclass
      order by 1, 2`,
  );
}

/** Points the rows of one table at the kept donor; returns how many moved. */
export async function moveReferences(
  tx: Transaction,
  ref: { table: string; column: string },
  fromId: string,
  toId: string,
) {
  const [row] = await rowsOf<{ moved: number }>(
    tx,
    sql`with moved as (
        update ${sql.identifier(ref.table)} set ${sql.identifier(ref.column)} = ${toId}
        where ${sql.identifier(ref.column)} = ${fromId} returning 1)
      select count(*)::int as moved from moved`,
  );
  return Number(row?.moved ?? 0);
}

/** How many rows still name the donor, per table (a merge checks it is none before deleting). */
export async function countReferences(
  tx: Transaction,
  refs: readonly { table: string; column: string }[],
  donorId: string,
) {
  let total = 0;
  for (const ref of refs) {
    const [row] = await rowsOf<{ n: number }>(
      tx,
      sql`select count(*)::int as n from ${sql.identifier(ref.table)}
        where ${sql.identifier(ref.column)} = ${donorId}`,
    );
    total += Number(row?.n ?? 0);
  }
  return total;
}
