import { statfsSync } from 'node:fs';
import path from 'node:path';
import type { PGlite, Transaction as PgliteTransaction } from '@electric-sql/pglite';

/** Below this much free space, a failed opening names it: a full disk is the usual cause. */
const LOW_SPACE_BYTES = 64 * 1024 * 1024;

/** PGlite's reason ("failed to initialize properly" says little), and the free space if low. */
export function describeOpeningFailure(error: unknown, dataDir: string): string {
  const reason = error instanceof Error ? error.message : String(error);
  try {
    const stats = statfsSync(path.dirname(dataDir));
    const free = stats.bavail * stats.bsize;
    if (free >= LOW_SPACE_BYTES) return reason;
    return `${reason} (the disk holding it has ${Math.floor(free / 1024 / 1024)} MB free)`;
  } catch {
    return reason;
  }
}

const isPanic = (error: unknown): error is Error =>
  error instanceof Error && (error as { severity?: unknown }).severity === 'PANIC';

/** Ends the process: nothing can be answered any more, and a supervisor starts it again. */
function crash(reason: string): void {
  setImmediate(() => {
    throw new Error(`The embedded database stopped: ${reason}`);
  });
}

type Watched = Pick<PGlite, 'query' | 'exec'> | Pick<PgliteTransaction, 'query' | 'exec'>;

function watchMethod(target: Watched, name: 'query' | 'exec', onPanic: (reason: string) => void) {
  const method = (target[name] as (...args: unknown[]) => Promise<unknown>).bind(target);
  (target as Record<typeof name, unknown>)[name] = (...args: unknown[]) =>
    method(...args).catch((error: unknown) => {
      if (isPanic(error)) onPanic(`PANIC: ${error.message}`);
      throw error;
    });
}

/**
 * After a PANIC (for example the disk filled just as PostgreSQL had to start a WAL file) PGlite
 * answers nothing again. The statement that met it fails as usual; then `onPanic` runs, which by
 * default ends the process, so it is restarted instead of answering 503 forever, and the restart
 * replays the WAL: every acknowledged commit is kept (ADR 032).
 */
export function stopOnPanic(client: PGlite, onPanic: (reason: string) => void = crash): void {
  watchMethod(client, 'query', onPanic);
  watchMethod(client, 'exec', onPanic);
  const transaction = client.transaction.bind(client);
  client.transaction = (callback) =>
    transaction((tx) => {
      watchMethod(tx, 'query', onPanic);
      watchMethod(tx, 'exec', onPanic);
      return callback(tx);
    });
}
