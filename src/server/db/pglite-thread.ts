import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { PgliteThreadData, PgliteThreadMessage } from './pglite-thread-messages.ts';

/** The port number in the socket's name: `pg` connects to `<host>/.s.PGSQL.<port>`. */
const SOCKET_PORT = 5432;

export type PgliteThread = {
  /** Connection settings for `pg`: the socket's folder as host. */
  connection: { host: string; port: number; user: string; database: string };
  /** Stops serving, closes PGlite (its last writes reach the data folder) and ends the thread. */
  stop(): Promise<void>;
};

/** tsx's ESM register API (require.resolve would give its CommonJS twin, which cannot load it). */
function tsxEsmApiFile(): string {
  const manifestFile = createRequire(import.meta.url).resolve('tsx/package.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as {
    exports: { './esm/api': { import: { default: string } } };
  };
  return path.join(path.dirname(manifestFile), manifest.exports['./esm/api'].import.default);
}

/**
 * The worker's entry. Run from source (tests, tsx), it is a .ts file, and Node 20 applies no
 * loader to a worker's entry module: a one-line bootstrap registers tsx first, then imports it.
 */
function workerEntry(): { entry: string | URL; eval: boolean } {
  const extension = path.extname(fileURLToPath(import.meta.url));
  const url = new URL(`./pglite-worker${extension}`, import.meta.url);
  if (extension !== '.ts') return { entry: url, eval: false };
  const tsxApi = pathToFileURL(tsxEsmApiFile()).href;
  return {
    entry: `import(${JSON.stringify(tsxApi)}).then(({ register }) => { register(); return import(${JSON.stringify(url.href)}); });`,
    eval: true,
  };
}

/**
 * Starts PGlite in a worker thread, served on a private Unix socket (ADR 025). The thread dies
 * with the process (kill -9 is the same crash as before); an unexpected end of the thread alone
 * is thrown, since no query can be answered any more.
 */
export async function startPgliteThread(
  source: Omit<PgliteThreadData, 'socketPath'>,
  options: {
    /** The worker compiled to JavaScript, for callers that run from source (the tests). */
    workerFile?: string;
  } = {},
): Promise<PgliteThread> {
  // A folder only this user can enter: the socket has no password.
  const socketDir = mkdtempSync(path.join(os.tmpdir(), 'pglite-'));
  const { entry, eval: isEval } = options.workerFile
    ? { entry: options.workerFile, eval: false }
    : workerEntry();
  const workerData: PgliteThreadData = {
    ...source,
    socketPath: path.join(socketDir, `.s.PGSQL.${SOCKET_PORT}`),
  };
  const worker = new Worker(entry, { workerData, eval: isEval });
  let stopping = false;
  const exited = new Promise<number>((resolve) => worker.once('exit', resolve));
  const removeSocketDir = () => rmSync(socketDir, { recursive: true, force: true });

  const first = await new Promise<PgliteThreadMessage>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  }).catch((error: unknown) => ({ type: 'failed', message: String(error) }) as const);
  if (first.type !== 'ready') {
    await worker.terminate();
    removeSocketDir();
    throw new Error(
      `The embedded database could not be opened: ${first.type === 'failed' ? first.message : first.type}`,
    );
  }
  // The database broke (a PANIC, e.g. its disk was full when it had to write WAL): it answers
  // nothing more, so the thread is ended; what it said is the reason given below (ADR 032).
  let brokenReason: string | undefined;
  worker.on('message', (message: PgliteThreadMessage) => {
    if (message.type !== 'failed' || stopping) return;
    brokenReason = message.message;
    void worker.terminate();
  });
  void exited.then((code) => {
    if (stopping) return;
    removeSocketDir();
    // Nothing can answer a query any more: fail loudly (a supervisor starts the server again)
    // instead of answering 503 forever.
    throw new Error(
      brokenReason
        ? `The embedded database stopped: ${brokenReason}`
        : `The embedded database's thread stopped unexpectedly (exit code ${code}).`,
    );
  });

  return {
    connection: { host: socketDir, port: SOCKET_PORT, user: 'postgres', database: 'postgres' },
    async stop() {
      if (stopping) return;
      stopping = true;
      // The thread closes PGlite, says 'stopped' and ends: its end is what counts here.
      worker.postMessage('stop');
      await exited;
      removeSocketDir();
    },
  };
}
