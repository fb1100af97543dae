import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import type { Database, Transaction } from './client.ts';

const dialect = new PgDialect();

/** Writes `last` and COMMIT together; answers what `last` answered, once both are back. */
export type CommitWith = <R>(last: PromiseLike<R>) => Promise<R>;

/**
 * A transaction in fewer round trips than drizzle's `transaction()`, which waits for BEGIN's
 * answer before the first statement and sends COMMIT only after the last one's (ADR 025, "A
 * transaction in two round trips"). Here BEGIN goes out with the first statements `work` sends,
 * and `commitWith(last)` sends the last statement and COMMIT together. Both engines' connections
 * are in `pg`'s pipeline mode, which writes a statement without waiting for the answers before it;
 * the database still runs them one after the other, so a statement sent behind a lock runs once
 * the lock is held.
 *
 * If the last statement fails, the database answers COMMIT with ROLLBACK and its error is
 * thrown; if `work` throws before `commitWith`, the transaction is rolled back. The transaction
 * has no relational query API (`tx.query`); the query builders work as on drizzle's.
 */
export async function quickTransaction<T>(
  db: Database,
  work: (tx: Transaction, commitWith: CommitWith) => Promise<T>,
): Promise<T> {
  const pool = (db as unknown as { $client: pg.Pool }).$client;
  const client = await pool.connect();
  const session = new NodePgSession(client, dialect, undefined, {});
  const tx = new NodePgTransaction(dialect, session, undefined) as unknown as Transaction;
  const begun = client.query('begin');
  // Seen below; until then a failed BEGIN must not count as an unhandled rejection.
  begun.catch(() => {});
  let commitSent = false;

  const commit = async () => {
    commitSent = true;
    const answer = await client.query('commit');
    // An aborted transaction answers COMMIT with ROLLBACK: nothing was written.
    if (answer.command !== 'COMMIT') throw new Error(`The transaction ended in ${answer.command}.`);
  };
  async function commitWith<R>(last: PromiseLike<R>): Promise<R> {
    // `then` is called here, synchronously, so `last` is written before COMMIT.
    const lastDone = new Promise<R>((resolve, reject) => {
      last.then(resolve, reject);
    });
    const [lastAnswer, commitAnswer] = await Promise.allSettled([lastDone, commit()]);
    if (lastAnswer.status === 'rejected') throw lastAnswer.reason;
    if (commitAnswer.status === 'rejected') throw commitAnswer.reason;
    return lastAnswer.value;
  }

  try {
    const result = await work(tx, commitWith);
    await begun;
    if (!commitSent) await commit();
    return result;
  } catch (error) {
    if (!commitSent) await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}
