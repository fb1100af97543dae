// The embedded database's own thread (ADR 025). It opens PGlite and serves it on a Unix socket
// (pglite-socket-server.ts), so the server talks to it with the `pg` driver, as to PostgreSQL,
// while the WebAssembly database runs beside the request thread instead of on it.
import { statfsSync } from 'node:fs';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { startCheckpoints } from './pglite-checkpoints.ts';
import { PGLITE_OPTIONS } from './pglite-options.ts';
import { servePglite } from './pglite-socket-server.ts';
import type { PgliteThreadData, PgliteThreadMessage } from './pglite-thread-messages.ts';
import { syncDataFolder } from './sync-data-folder.ts';

const { dataDir, loadDataDir, socketPath } = workerData as PgliteThreadData;
const tell = (message: PgliteThreadMessage) => parentPort!.postMessage(message);

/** Below this much free space, a failed opening names it: a full disk is the usual cause. */
const LOW_SPACE_BYTES = 64 * 1024 * 1024;

/** PGlite's reason ("failed to initialize properly" says little), and the free space if low. */
function describeFailure(error: unknown): string {
  const reason = error instanceof Error ? error.message : String(error);
  if (!dataDir) return reason;
  try {
    const stats = statfsSync(path.dirname(dataDir));
    const free = stats.bavail * stats.bsize;
    if (free >= LOW_SPACE_BYTES) return reason;
    return `${reason} (the disk holding it has ${Math.floor(free / 1024 / 1024)} MB free)`;
  } catch {
    return reason;
  }
}

try {
  const db = await PGlite.create({
    ...PGLITE_OPTIONS,
    ...(dataDir ? { dataDir } : {}),
    ...(loadDataDir ? { loadDataDir: new Blob([loadDataDir]) } : {}),
  });
  // Opening may have replayed the WAL after a crash and checkpointed: on disk before any answer.
  if (dataDir) await syncDataFolder(dataDir);
  // The server's pool holds one connection. pg-pool replaces it after a failed query, so for a
  // moment two may be open: the server keeps any transaction to the connection that opened it.
  const server = servePglite(db, socketPath, {
    // After a PANIC PGlite would never answer again. The server ends this thread, and with it
    // the process (pglite-thread.ts): a supervisor starts it again, and the WAL replay on opening
    // restores every acknowledged commit (ADR 032).
    onBroken: (reason) => tell({ type: 'failed', message: reason }),
  });
  await server.start();
  const checkpoints = dataDir
    ? startCheckpoints({
        db,
        dataDir,
        runAlone: server.runAlone,
        onError: (error) =>
          console.error(
            'The embedded database could not write a checkpoint; it tries again in a minute:',
            error,
          ),
      })
    : undefined;
  parentPort!.once('message', async () => {
    await checkpoints?.stop();
    await server.stop();
    // Closing writes PGlite's last changes to the data folder (a shutdown checkpoint), which
    // PGlite does not sync: the clean half of shutdown.
    await db.close();
    if (dataDir) await syncDataFolder(dataDir);
    tell({ type: 'stopped' });
    parentPort!.close();
  });
  tell({ type: 'ready' });
} catch (error) {
  tell({ type: 'failed', message: describeFailure(error) });
  parentPort!.close();
}
