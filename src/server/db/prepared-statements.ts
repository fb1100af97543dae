import type { Database } from './client.ts';

/**
 * A cache of prepared statements per database and name. Building a statement in drizzle and
 * planning it in PostgreSQL cost more than running it on a page of 50 (in bench/), so hot
 * read paths prepare each statement shape once and reuse it.
 */
export function preparedStatementCache<T>() {
  const byDatabase = new WeakMap<Database, Map<string, T>>();
  return (db: Database, name: string, prepare: () => T): T => {
    let byName = byDatabase.get(db);
    if (!byName) byDatabase.set(db, (byName = new Map()));
    let statement = byName.get(name);
    if (!statement) byName.set(name, (statement = prepare()));
    return statement;
  };
}

/**
 * The number of all matches of a list page whose statement reads page and total at once (each row
 * carries the total). A page past the end has no row to carry it: only then is it counted alone.
 */
export async function totalOfPage(
  rows: readonly { total: number }[],
  offset: number,
  countAlone: () => Promise<{ total: number }[]>,
): Promise<number> {
  if (rows[0]) return rows[0].total;
  if (offset === 0) return 0;
  const [counted] = await countAlone();
  return counted?.total ?? 0;
}
