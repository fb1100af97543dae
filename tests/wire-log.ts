import type { Socket } from 'node:net';
import type pg from 'pg';

export type WireEvent = 'statement sent' | 'answer received';

const SYNC = Buffer.from([0x53, 0, 0, 0, 4]); // ends each statement sent with parameters
const QUERY = 0x51; // a simple Query message: a statement without parameters, whole

/**
 * Records what crosses a `pg` connection's socket, in order: the end of each statement going out
 * and each answer coming in. So a test can tell statements sent together (pipelined) from
 * statements that each waited for the answer before them.
 */
export function logWire(client: pg.ClientBase, log: { events: WireEvent[] }): void {
  const socket = (client as unknown as { connection: { stream: Socket } }).connection.stream;
  const write = socket.write.bind(socket) as (chunk: unknown, ...rest: unknown[]) => boolean;
  socket.write = ((chunk: unknown, ...rest: unknown[]) => {
    if (Buffer.isBuffer(chunk) && (chunk.equals(SYNC) || chunk[0] === QUERY)) {
      log.events.push('statement sent');
    }
    return write(chunk, ...rest);
  }) as typeof socket.write;
  socket.on('data', () => log.events.push('answer received'));
}
