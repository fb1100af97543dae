import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../tests/test-database.ts';
import { skipBecause } from '../../../tests/skip-reason.ts';

const rowsOf = async <T>(query: Promise<unknown>) => ((await query) as { rows: T[] }).rows;

/**
 * The server tests on PGlite reuse one in-memory copy per worker (tests/reused-pglite.ts): every
 * test database must still start as the migrated template, whatever the file before it did.
 */
describe.skipIf(
  skipBecause(
    process.env.TEST_DB_ENGINE === 'postgres',
    'runs once, in the server-pglite project: PostgreSQL gives every file a new database',
  ),
)('a reused test database', () => {
  it('has none of the rows, sequence values or session settings the last user left', async () => {
    const first = await openTestDatabase();
    const [sequence] = await rowsOf<{ name: string }>(
      first.db.execute(sql`select format('%I.%I', schemaname, sequencename) as name
        from pg_sequences order by 1 limit 1`),
    );
    expect(sequence).toBeDefined();
    const nextValue = () =>
      rowsOf<{ value: string }>(first.db.execute(sql`select nextval(${sequence!.name}) as value`));
    const [{ value: firstValue }] = (await nextValue()) as [{ value: string }];
    await nextValue();
    await first.db.execute(sql`insert into users (username, name, email, password)
      values ('left-behind', 'Left Behind', 'left@example.org', 'not a hash')`);
    await first.db.execute(sql`set statement_timeout = '1234ms'`);
    await first.close();

    const second = await openTestDatabase();
    try {
      const users = await rowsOf(
        second.db.execute(sql`select 1 from users where username = 'left-behind'`),
      );
      expect(users).toEqual([]);
      const [again] = await rowsOf<{ value: string }>(
        second.db.execute(sql`select nextval(${sequence!.name}) as value`),
      );
      expect(again!.value).toBe(firstValue);
      const [timeout] = await rowsOf<{ statement_timeout: string }>(
        second.db.execute(sql`show statement_timeout`),
      );
      expect(timeout!.statement_timeout).toBe('0');
    } finally {
      await second.close();
    }
  });

  it('is a new copy after a test changed the schema', async () => {
    const first = await openTestDatabase();
    await first.db.execute(sql`create table left_behind (id int)`);
    await first.close();
    const second = await openTestDatabase();
    try {
      const tables = await rowsOf(
        second.db.execute(sql`select 1 from pg_class where relname = 'left_behind'`),
      );
      expect(tables).toEqual([]);
    } finally {
      await second.close();
    }
  });

  it('is a new copy after a test dropped only a constraint', async () => {
    const first = await openTestDatabase();
    await first.db.execute(
      sql`alter table nda_documents drop constraint nda_documents_status_check`,
    );
    await first.close();
    const second = await openTestDatabase();
    try {
      const constraints = await rowsOf(
        second.db.execute(
          sql`select 1 from pg_constraint where conname = 'nda_documents_status_check'`,
        ),
      );
      expect(constraints).toHaveLength(1);
    } finally {
      await second.close();
    }
  });
});
