import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.ts';

export const NUL_CHARACTER_MESSAGE =
  'Remove the invisible NUL character (U+0000): text containing it cannot be stored.';

/** An object or array seen on the walk; the path to it is only built when it holds a NUL. */
type Frame = { value: object; key: string | undefined; parent: Frame | undefined };

/**
 * Raw bodies (the DocuSign webhook parses its body as a Buffer to check the HMAC of the exact
 * bytes) are never stored as text, and walking one key by key cost 0.6 s of CPU per megabyte.
 */
const isWalkable = (value: unknown): value is object =>
  typeof value === 'object' && value !== null && !ArrayBuffer.isView(value);

function pathOf(frame: Frame, key: string): string {
  const keys = [key];
  for (let at: Frame | undefined = frame; at?.key !== undefined; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.');
}

/**
 * The path of a string (or object key) holding U+0000 ('' for the value itself), or undefined
 * when none does. A loop over an explicit stack rather than recursion, so a deeply nested body
 * cannot overflow the call stack; each value is looked at once and paths are not built on the
 * way down, so the cost stays linear in the size of the body.
 */
export function findNulCharacter(value: unknown): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? '' : undefined;
  if (!isWalkable(value)) return undefined;
  const stack: Frame[] = [{ value, key: undefined, parent: undefined }];
  for (let frame = stack.pop(); frame; frame = stack.pop()) {
    const record = frame.value as Record<string, unknown>;
    for (const key of Object.keys(record)) {
      const item = record[key];
      if (key.includes('\u0000')) return pathOf(frame, key);
      if (typeof item === 'string') {
        if (item.includes('\u0000')) return pathOf(frame, key);
      } else if (isWalkable(item)) {
        stack.push({ value: item, key, parent: frame });
      }
    }
  }
  return undefined;
}

/**
 * PostgreSQL cannot store U+0000 in text and fails the whole query, which used to surface as a
 * 500 from any text field, search box or link token. Nobody types it, so every request carrying
 * one in its body, query or path is refused here with a 400 naming the field, before the schema
 * and the services run. Uploaded files are not affected: they are read from the multipart stream.
 */
export function registerNulCharacterCheck(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const parts = { body: request.body, querystring: request.query, params: request.params };
    for (const [part, value] of Object.entries(parts)) {
      const field = findNulCharacter(value);
      if (field === undefined) continue;
      const name = field || part;
      throw new AppError(400, NUL_CHARACTER_MESSAGE, {
        fieldErrors: { [name]: [NUL_CHARACTER_MESSAGE] },
      });
    }
  });
}
