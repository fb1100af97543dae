// A process on the embedded database, as the server opens it (openPglite), for wal-panic.test.ts:
// `write` saves rows one by one, saying which were acknowledged, then, told "go" once the test
// has filled the disk, makes PostgreSQL start a new WAL file; `count` says how many rows are kept.
import { createInterface } from 'node:readline';
import { sql } from 'drizzle-orm';
import { openPglite } from '../../src/server/db/client.ts';
import { findDatabaseError } from '../../src/server/db/database-errors.ts';

const [dataDir, phase, rows] = process.argv.slice(2) as [string, 'write' | 'count', string];
const handle = await openPglite(dataDir);

if (phase === 'count') {
  const result = await handle.db.execute(sql`select count(*)::int as kept from kept_rows`);
  console.log(`kept ${(result as unknown as { rows: { kept: number }[] }).rows[0]!.kept}`);
  await handle.close();
} else {
  await handle.db.execute(sql`create table kept_rows (n int primary key)`);
  for (let n = 1; n <= Number(rows); n += 1) {
    await handle.db.execute(sql`insert into kept_rows values (${n})`);
    console.log(`acknowledged ${n}`);
  }
  console.log('fill the disk now');
  await new Promise((resolve) => createInterface({ input: process.stdin }).once('line', resolve));
  try {
    for (let round = 0; round < 3; round += 1) {
      await handle.db.execute(sql`select pg_switch_wal()`);
      await handle.db.execute(sql`insert into kept_rows values (${1_000 + round})`);
      console.log(`acknowledged ${1_000 + round}`);
    }
  } catch (error) {
    console.log(`refused: ${findDatabaseError(error)?.code}`);
  }
  // The PANIC is what ends this process (db/pglite-failures.ts).
  setInterval(() => {}, 60_000);
}
