import { PGlite } from '@electric-sql/pglite';
import { afterEach, describe, expect, it } from 'vitest';
import { takeTurnsPerQuery } from './pglite-turns.ts';

let client: PGlite | undefined;
afterEach(() => client?.close());

/** What ran in which order: each query's end, and a callback the event loop was asked to run. */
async function orderOfEvents(queries: number): Promise<string[]> {
  const events: string[] = [];
  const running = Array.from({ length: queries }, (_, index) =>
    client!.query('select count(*) from generate_series(1, 20000)').then(() => {
      events.push(`query ${index + 1}`);
    }),
  );
  setImmediate(() => events.push('event loop'));
  await Promise.all(running);
  await new Promise((resolve) => setImmediate(resolve));
  return events;
}

describe('takeTurnsPerQuery', () => {
  it('lets the event loop run between waiting queries', async () => {
    client = await PGlite.create();
    takeTurnsPerQuery(client);
    const events = await orderOfEvents(20);
    expect(events).toHaveLength(21);
    // Sockets are read between queries, not after the whole line of them.
    expect(events.indexOf('event loop')).toBeLessThan(2);
  });

  it('answers each query with its own result, in the order asked, and passes on an error', async () => {
    client = await PGlite.create();
    takeTurnsPerQuery(client);
    const answers = await Promise.allSettled([
      client.query<{ n: number }>('select 1 as n'),
      client.query('select * from no_such_table'),
      client.query<{ n: number }>('select $1::int as n', [3]),
    ]);
    expect(answers[0]).toMatchObject({ status: 'fulfilled', value: { rows: [{ n: 1 }] } });
    expect(answers[1]).toMatchObject({ status: 'rejected' });
    expect(answers[2]).toMatchObject({ status: 'fulfilled', value: { rows: [{ n: 3 }] } });
  });

  it('without it, PGlite runs every waiting query before the event loop gets a turn', async () => {
    client = await PGlite.create();
    const events = await orderOfEvents(20);
    expect(events.at(-1)).toBe('event loop');
  });
});
