// The embedded database's own thread (ADR 025). It opens PGlite and serves it on a Unix socket
// with @electric-sql/pglite-socket, so the server talks to it with the `pg` driver, as to
// PostgreSQL, while the WebAssembly database runs beside the request thread instead of on it.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { PGLITE_OPTIONS } from './pglite-options.ts';
import type { PgliteThreadData, PgliteThreadMessage } from './pglite-thread-messages.ts';

const { dataDir, loadDataDir, socketPath } = workerData as PgliteThreadData;
const tell = (message: PgliteThreadMessage) => parentPort!.postMessage(message);

try {
  const db = await PGlite.create({
    ...PGLITE_OPTIONS,
    ...(dataDir ? { dataDir } : {}),
    ...(loadDataDir ? { loadDataDir: new Blob([loadDataDir]) } : {}),
  });
  // The server's pool holds exactly one connection: PGlite is a single session, so a transaction
  // must never share it with another client's statements. Two are accepted because `pg-pool`
  // replaces its connection after a failed query: the old one says goodbye while the new one
  // arrives, and a limit of one would refuse the newcomer (EPIPE on the next query).
  const server = new PGLiteSocketServer({ db, path: socketPath, maxConnections: 2 });
  await server.start();
  parentPort!.once('message', async () => {
    await server.stop();
    // Closing writes PGlite's last changes to the data folder: the clean half of shutdown.
    await db.close();
    tell({ type: 'stopped' });
    parentPort!.close();
  });
  tell({ type: 'ready' });
} catch (error) {
  tell({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
  parentPort!.close();
}
