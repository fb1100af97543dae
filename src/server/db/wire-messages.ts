// PostgreSQL's wire protocol, as far as the embedded database's socket server must read it to
// know where each message a client sent ends (www.postgresql.org/docs/current/protocol-message-formats.html).

/** Request codes a client may send before its startup message, in place of a version. */
const SSL_REQUEST = 80877103;
const GSS_ENCRYPTION_REQUEST = 80877104;
const CANCEL_REQUEST = 80877102;
/** A typed message's first byte: 'X', the client is leaving. */
const TERMINATE = 0x58;

export type ReadMessages = {
  /** Complete messages to hand to the database, in order; the startup message is one alone. */
  batches: Buffer[];
  /** The start of a message still arriving. */
  rest: Buffer;
  /** Whether the startup message has been read (until then, messages have no type byte). */
  started: boolean;
  /** The client asked for encryption: it must be told "N" (no) and will go on in the clear. */
  encryptionRequested: boolean;
  /** The client said goodbye (or sent a cancel request): nothing after it is read. */
  ended: boolean;
};

/**
 * Splits what a client has sent so far into complete messages. Before the startup message,
 * messages are a length and a code; after it, a type byte and a length (which counts itself but
 * not the type byte).
 */
export function readMessages(buffer: Buffer, started: boolean): ReadMessages {
  const result: ReadMessages = {
    batches: [],
    rest: buffer,
    started,
    encryptionRequested: false,
    ended: false,
  };
  let offset = 0;
  let batchStart = 0;
  const closeBatch = (end: number) => {
    if (end > batchStart) result.batches.push(buffer.subarray(batchStart, end));
  };
  while (!result.ended) {
    const left = buffer.length - offset;
    if (!result.started) {
      if (left < 8) break;
      const length = buffer.readInt32BE(offset);
      if (left < length) break;
      const code = buffer.readInt32BE(offset + 4);
      if (code === SSL_REQUEST || code === GSS_ENCRYPTION_REQUEST) {
        result.encryptionRequested = true;
      } else if (code === CANCEL_REQUEST) {
        result.ended = true;
      } else {
        result.batches.push(buffer.subarray(offset, offset + length));
        result.started = true;
      }
      offset += length;
      batchStart = offset;
    } else {
      if (left < 5) break;
      const length = 1 + buffer.readInt32BE(offset + 1);
      if (left < length) break;
      if (buffer[offset] === TERMINATE) {
        closeBatch(offset);
        result.ended = true;
      }
      offset += length;
    }
  }
  if (!result.ended) closeBatch(offset);
  result.rest = result.ended ? Buffer.alloc(0) : buffer.subarray(offset);
  return result;
}
