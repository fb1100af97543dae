import { createServer, type Server, type Socket } from 'node:net';
import type { PGlite } from '@electric-sql/pglite';
import { findPanic, readMessages } from './wire-messages.ts';

/** "No": the answer to a client asking for encryption on a private socket. */
const NO_ENCRYPTION = Buffer.from('N');

type Connection = { socket: Socket; pending: Buffer; started: boolean };
/**
 * Complete messages of one connection that arrived together, one call into the database; or,
 * without messages, the news that the connection has gone. Both are handled in queue order, so a
 * transaction left open is rolled back before anyone else's statement runs.
 */
type Batch =
  | { connection: Connection; messages?: Buffer; task?: never; cancel?: never }
  | { connection?: never; task: () => Promise<void>; cancel: () => void };

/**
 * Serves one PGlite on a Unix socket to `pg` clients (ADR 025). Like @electric-sql/pglite-socket,
 * which it replaces, it keeps a transaction to the connection that opened it. Unlike it, it hands
 * PGlite every complete message that arrived together (a statement is Parse, Bind, Describe,
 * Execute and Sync) in one call and writes the answers back in one write: one trip into the
 * WebAssembly database and one socket write per statement instead of five of each (issue 24).
 */
export function servePglite(
  db: PGlite,
  socketPath: string,
  {
    onBroken,
  }: {
    /** The database can answer nothing more (a PANIC, or the engine itself failed): say why. */
    onBroken(reason: string): void;
  },
) {
  const connections = new Set<Connection>();
  const queue: Batch[] = [];
  /** The connection whose transaction is open: only its statements may run until it ends. */
  let owner: Connection | undefined;
  let running = false;
  let isBroken = false;
  let isStopping = false;

  /** Forgets everything waiting; a task waiting is told it will not run. */
  function clearQueue() {
    for (const batch of queue.splice(0)) batch.cancel?.();
  }

  function breakDown(reason: string) {
    if (isBroken || isStopping) return;
    isBroken = true;
    clearQueue();
    onBroken(reason);
  }

  async function run(batch: Batch) {
    if (batch.task) return batch.task();
    const { connection, messages } = batch;
    if (!messages) {
      // A client that left inside its transaction: nothing of it may stay. (exec takes PGlite's
      // lock itself; it fails only once the database is closed, with nothing left to undo.)
      // Only the owner's news or anyone's with no transaction open gets here (drain).
      if (owner === connection) await db.exec('rollback').catch(() => undefined);
      owner = undefined;
      return;
    }
    const answers: Buffer[] = [];
    try {
      await db.runExclusive(() =>
        db.execProtocolRawStream(messages, {
          // A view into the database's memory, reused by the next call: copied now.
          onRawData: (chunk) => answers.push(Buffer.from(chunk)),
        }),
      );
    } catch (error) {
      connection.socket.destroy();
      return breakDown(error instanceof Error ? error.message : String(error));
    }
    const answer = answers.length === 1 ? answers[0]! : Buffer.concat(answers);
    const panic = findPanic(answer);
    owner = panic === null && db.isInTransaction() ? connection : undefined;
    if (answer.length > 0 && connection.socket.writable) connection.socket.write(answer);
    if (panic !== null) breakDown(`PANIC: ${panic}`);
  }

  async function drain() {
    if (running) return;
    running = true;
    try {
      while (!isBroken) {
        const index = owner ? queue.findIndex((batch) => batch.connection === owner) : 0;
        if (index < 0 || queue.length === 0) return;
        const [batch] = queue.splice(index, 1);
        await run(batch!).catch(() => batch!.connection?.socket.destroy());
      }
    } finally {
      running = false;
    }
  }

  function forget(connection: Connection) {
    connections.delete(connection);
    for (let i = queue.length - 1; i >= 0; i -= 1) {
      if (queue[i]!.connection === connection) queue.splice(i, 1);
    }
    queue.push({ connection });
    void drain();
  }

  function receive(connection: Connection, data: Buffer) {
    const read = readMessages(
      connection.pending.length ? Buffer.concat([connection.pending, data]) : data,
      connection.started,
    );
    connection.pending = read.rest;
    connection.started = read.started;
    if (read.encryptionRequested) connection.socket.write(NO_ENCRYPTION);
    for (const messages of read.batches) queue.push({ connection, messages });
    if (read.ended) connection.socket.end();
    void drain();
  }

  const server: Server = createServer((socket) => {
    const connection: Connection = { socket, pending: Buffer.alloc(0), started: false };
    connections.add(connection);
    socket.on('data', (data) => receive(connection, data));
    socket.on('error', () => socket.destroy());
    socket.once('close', () => forget(connection));
  });

  return {
    start: () =>
      new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(socketPath, () => resolve());
      }),
    /**
     * Runs `task` when no transaction is open and nothing else runs: between statements, never
     * inside a request's transaction (a failing task must not abort it).
     */
    runAlone: (task: () => Promise<void>) =>
      new Promise<void>((resolve, reject) => {
        const cancel = () => reject(new Error('The embedded database is closing or broken.'));
        if (isBroken || isStopping) return cancel();
        const failed = (error: unknown) => {
          // PGlite's own calls report a PANIC as an error with that severity.
          const { severity, message } = (error ?? {}) as { severity?: unknown; message?: unknown };
          if (severity === 'PANIC') breakDown(`PANIC: ${String(message)}`);
          reject(error);
        };
        queue.push({ task: () => task().then(resolve, failed), cancel });
        void drain();
      }),
    /** Stops accepting, ends every connection and waits until the server has closed. */
    stop: () =>
      new Promise<void>((resolve) => {
        isStopping = true;
        server.close(() => resolve());
        clearQueue();
        for (const { socket } of connections) socket.destroy();
      }),
  };
}
