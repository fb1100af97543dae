// The embedded database's own thread (ADR 025). It opens PGlite and serves it on a Unix socket
// (pglite-socket-server.ts), so the server talks to it with the `pg` driver, as to PostgreSQL,
// while the WebAssembly database runs beside the request thread instead of on it.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_OPTIONS } from './pglite-options.ts';
import { servePglite } from './pglite-socket-server.ts';
import type { PgliteThreadData, PgliteThreadMessage } from './pglite-thread-messages.ts';

const { dataDir, loadDataDir, socketPath } = workerData as PgliteThreadData;
const tell = (message: PgliteThreadMessage) => parentPort!.postMessage(message);

try {
  const db = await PGlite.create({
    ...PGLITE_OPTIONS,
    ...(dataDir ? { dataDir } : {}),
    ...(loadDataDir ? { loadDataDir: new Blob([loadDataDir]) } : {}),
  });
  // The server's pool holds one connection. pg-pool replaces it after a failed query, so for a
  // moment two may be open: the server keeps any transaction to the connection that opened it.
  const server = servePglite(db, socketPath);
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
