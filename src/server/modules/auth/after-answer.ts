import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

export type AfterAnswer = (work: () => Promise<void>, log: FastifyBaseLogger) => void;

/**
 * Runs work once a route's answer has gone out (call it from the route's onResponse hook), so
 * the answer's time cannot depend on the work. Nothing is kept in memory between instances: the
 * work writes to the database like any request. `app.close()` waits for work still running, so
 * the database is not closed under it. A failure is logged with `failure`.
 */
export function createAfterAnswer(app: FastifyInstance, failure: string): AfterAnswer {
  const running = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled(running);
  });
  return (work, log) => {
    // In the event loop's next turn: the answer's own completion (and whoever awaits it) comes
    // first, even when the database answers without leaving this thread (embedded PGlite).
    const done = new Promise<void>((resolve) => setImmediate(resolve))
      .then(work)
      .catch((error: unknown) => log.error({ err: error }, failure))
      .finally(() => running.delete(done));
    running.add(done);
  };
}
