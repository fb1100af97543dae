import { describe, expect, it } from 'vitest';
import { findPanic, readMessages } from './wire-messages.ts';

/** A message before startup: its length (counting itself) and a code, then `body`. */
const untyped = (code: number, body = Buffer.alloc(0)) => {
  const head = Buffer.alloc(8);
  head.writeInt32BE(8 + body.length, 0);
  head.writeInt32BE(code, 4);
  return Buffer.concat([head, body]);
};

/** A typed message: its type byte, its length (counting itself, not the type) and `body`. */
const typed = (type: string, body: string) => {
  const head = Buffer.alloc(5);
  head.write(type, 0, 'latin1');
  head.writeInt32BE(4 + Buffer.byteLength(body), 1);
  return Buffer.concat([head, Buffer.from(body)]);
};

const STARTUP = untyped(196608, Buffer.from('user\0postgres\0\0'));
const PARSE = typed('P', '\0select 1\0\0\0');
const BIND = typed('B', '\0\0\0\0\0\0\0\0');
const EXECUTE = typed('E', '\0\0\0\0\0');
const SYNC = typed('S', '');
const TERMINATE = typed('X', '');

describe('reading what a PostgreSQL client sent', () => {
  it('hands over a statement that arrived together as one batch', () => {
    const statement = Buffer.concat([PARSE, BIND, EXECUTE, SYNC]);
    const read = readMessages(statement, true);
    expect(read.batches).toEqual([statement]);
    expect(read.rest.length).toBe(0);
    expect(read).toMatchObject({ started: true, encryptionRequested: false, ended: false });
  });

  it('keeps a message cut short for the next read, at every cut', () => {
    const statement = Buffer.concat([PARSE, SYNC]);
    for (let cut = 0; cut < statement.length; cut += 1) {
      const first = readMessages(statement.subarray(0, cut), true);
      const complete = cut >= PARSE.length ? [PARSE] : [];
      expect(first.batches).toEqual(complete);
      const second = readMessages(
        Buffer.concat([first.rest, statement.subarray(cut)]),
        first.started,
      );
      expect(Buffer.concat([...first.batches, ...second.batches])).toEqual(statement);
      expect(second.rest.length).toBe(0);
    }
  });

  it('reads the startup message alone, then typed messages', () => {
    const read = readMessages(Buffer.concat([STARTUP, PARSE, SYNC]), false);
    expect(read.batches).toEqual([STARTUP, Buffer.concat([PARSE, SYNC])]);
    expect(read.started).toBe(true);
  });

  it('waits for a startup message shorter than its length says', () => {
    const read = readMessages(STARTUP.subarray(0, STARTUP.length - 1), false);
    expect(read.batches).toEqual([]);
    expect(read.started).toBe(false);
    expect(read.rest.length).toBe(STARTUP.length - 1);
    expect(readMessages(STARTUP.subarray(0, 7), false).rest.length).toBe(7);
  });

  it('notes a request for encryption and does not pass it on', () => {
    for (const code of [80877103, 80877104]) {
      const read = readMessages(Buffer.concat([untyped(code), STARTUP]), false);
      expect(read.encryptionRequested).toBe(true);
      expect(read.batches).toEqual([STARTUP]);
    }
  });

  it('ends at a goodbye, passing on what came before it and nothing after', () => {
    const read = readMessages(Buffer.concat([PARSE, SYNC, TERMINATE, PARSE]), true);
    expect(read.batches).toEqual([Buffer.concat([PARSE, SYNC])]);
    expect(read.ended).toBe(true);
    expect(read.rest.length).toBe(0);
    expect(readMessages(TERMINATE, true)).toMatchObject({ batches: [], ended: true });
  });

  it('ends at a cancel request, which the embedded database cannot honour', () => {
    const cancel = untyped(80877102, Buffer.alloc(8));
    expect(readMessages(cancel, false)).toMatchObject({ batches: [], ended: true });
  });
});

/** An ErrorResponse as the server sends it: fields (code byte, text, NUL), then a NUL. */
const errorResponse = (severity: string, message: string) =>
  typed('E', `S${severity}\0V${severity}\0C53100\0M${message}\0\0`);

describe('reading what the embedded database answered', () => {
  const ready = typed('Z', 'I');

  it('finds a PANIC among the answers, with its message', () => {
    const answer = Buffer.concat([
      typed('1', ''),
      errorResponse('PANIC', 'could not write to file "pg_wal/xlogtemp.42"'),
      ready,
    ]);
    expect(findPanic(answer)).toBe('could not write to file "pg_wal/xlogtemp.42"');
  });

  it('finds nothing in an ordinary error or a successful answer', () => {
    expect(findPanic(Buffer.concat([errorResponse('ERROR', 'could not extend file'), ready]))).toBe(
      null,
    );
    expect(findPanic(Buffer.concat([typed('C', 'INSERT 0 1\0'), ready]))).toBe(null);
    expect(findPanic(Buffer.alloc(0))).toBe(null);
  });
});
