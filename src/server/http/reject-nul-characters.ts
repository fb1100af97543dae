import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.ts';

export const NUL_CHARACTER_MESSAGE =
  'Remove the invisible NUL character (U+0000): text containing it cannot be stored.';

/** The path of the first string (or object key) holding U+0000, or undefined when none does. */
function findNul(value: unknown, path: string): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const itemPath = path ? `${path}.${key}` : key;
    if (key.includes('\u0000')) return itemPath;
    const found = findNul(item, itemPath);
    if (found !== undefined) return found;
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
      const field = findNul(value, '');
      if (field === undefined) continue;
      const name = field || part;
      throw new AppError(400, NUL_CHARACTER_MESSAGE, {
        fieldErrors: { [name]: [NUL_CHARACTER_MESSAGE] },
      });
    }
  });
}
