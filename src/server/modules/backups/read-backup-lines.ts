import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { BackupFileError } from './backup-format.ts';

/** One line of a backup: its text, and its exact bytes with the line break (for the checksum). */
export type RawLine = { number: number; text: string; bytes: Buffer; ended: boolean };

const NEWLINE = 0x0a;

async function isGzip(file: string): Promise<boolean> {
  const handle = await open(file, 'r');
  try {
    const magic = Buffer.alloc(2);
    const { bytesRead } = await handle.read(magic, 0, 2, 0);
    return bytesRead === 2 && magic[0] === 0x1f && magic[1] === 0x8b;
  } finally {
    await handle.close();
  }
}

/** A gzip error in words a person can act on: a cut file, or one damaged some other way. */
function gzipError(error: unknown): Error {
  const { code, message } = error as { code?: string; message?: string };
  if (code === 'Z_BUF_ERROR') {
    return new BackupFileError(
      'The backup file is incomplete: its compressed data ends early (was it still being written or copied?).',
    );
  }
  if (typeof code === 'string' && code.startsWith('Z_')) {
    return new BackupFileError(
      `The backup file is damaged: it cannot be decompressed (${message}).`,
    );
  }
  return error as Error;
}

/**
 * The file's lines, gunzipped when it is gzip. Lines are split on "\n" by hand rather than by
 * `readline`, which cannot say whether the last line had its line break: a line without one is
 * where a copy was cut off.
 */
export async function* readBackupLines(file: string): AsyncGenerator<RawLine> {
  const raw = createReadStream(file);
  const gunzip = (await isGzip(file)) ? createGunzip() : null;
  const source: Readable = gunzip ? raw.pipe(gunzip) : raw;
  if (gunzip) raw.once('error', (error) => gunzip.destroy(error));
  let pending: Buffer[] = [];
  let number = 0;
  const line = (ended: boolean): RawLine => {
    const bytes = Buffer.concat(pending);
    pending = [];
    number += 1;
    const text = bytes.subarray(0, ended ? -1 : undefined).toString('utf8');
    return { number, text, bytes, ended };
  };
  try {
    for await (const chunk of source as AsyncIterable<Buffer>) {
      let start = 0;
      for (let at = chunk.indexOf(NEWLINE); at !== -1; at = chunk.indexOf(NEWLINE, start)) {
        pending.push(chunk.subarray(start, at + 1));
        start = at + 1;
        yield line(true);
      }
      if (start < chunk.length) pending.push(chunk.subarray(start));
    }
  } catch (error) {
    throw gunzip ? gzipError(error) : error;
  } finally {
    raw.destroy();
    gunzip?.destroy();
  }
  if (pending.length > 0) yield line(false);
}
