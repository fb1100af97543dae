// PostgreSQL's wire protocol, as far as the embedded database's socket server must read it to
// know where each message a client sent ends, and whether the database answered with a PANIC
// (www.postgresql.org/docs/current/protocol-message-formats.html).

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

/** The server's ErrorResponse message type, and its field holding the severity in English. */
const ERROR_RESPONSE = 0x45;
const SEVERITY_FIELD = 0x56;
const MESSAGE_FIELD = 0x4d;

/** The fields of one ErrorResponse: a code byte and a NUL-terminated text each, then a NUL. */
function readErrorFields(body: Buffer): Map<number, string> {
  const fields = new Map<number, string>();
  let offset = 0;
  while (offset < body.length && body[offset] !== 0) {
    const end = body.indexOf(0, offset + 1);
    if (end < 0) break;
    fields.set(body[offset]!, body.toString('utf8', offset + 1, end));
    offset = end + 1;
  }
  return fields;
}

/**
 * The message of a PANIC among the database's answers, or null. After a PANIC (PostgreSQL could
 * not write its WAL, e.g. on a full disk) the embedded database must not be asked anything more:
 * PGlite then never answers again (ADR 032).
 */
export function findPanic(answer: Buffer): string | null {
  let offset = 0;
  while (offset + 5 <= answer.length) {
    const length = answer.readInt32BE(offset + 1);
    if (length < 4) break; // not a message: nothing more can be read
    const end = offset + 1 + length;
    if (answer[offset] === ERROR_RESPONSE && end <= answer.length) {
      const fields = readErrorFields(answer.subarray(offset + 5, end));
      if (fields.get(SEVERITY_FIELD) === 'PANIC') return fields.get(MESSAGE_FIELD) ?? 'PANIC';
    }
    offset = end;
  }
  return null;
}
