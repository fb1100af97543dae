import type { FastifyRequest } from 'fastify';
import pino from 'pino';

/**
 * Logs are read by more people, and kept longer, than the data they describe. What people typed
 * (a child's needs, an email address, a search term) and the tokens that act as keys must not
 * reach them: URLs keep their shape but lose the values, errors lose the values they quote.
 */

/** Paths whose last segment is a key: a status, signing or share link. */
const TOKEN_PATH = /^((?:\/api)?\/(?:waiting-list\/status|sign|shared))\/[^/?#]+/;

/** `/api/waiting-list?search=jane%40example.org` → `/api/waiting-list?search=…`. */
export function redactUrl(url: string): string {
  const [path = '', query] = url.split(/\?(.*)/s, 2);
  const safePath = path.replace(TOKEN_PATH, '$1/[token]');
  if (query === undefined) return safePath;
  const names = query
    .split('&')
    .filter(Boolean)
    .map((pair) => `${pair.split('=')[0]}=…`);
  return `${safePath}?${names.join('&')}`;
}

/** Fastify's request serializer, with the URL redacted. */
export const serializeRequest = (request: FastifyRequest) => ({
  method: request.method,
  url: redactUrl(request.url),
  host: request.host,
  remoteAddress: request.ip,
  remotePort: request.socket?.remotePort,
});

// Error properties that name things (a constraint, a column) rather than quote values.
const SAFE_ERROR_FIELDS = [
  'code',
  'statusCode',
  'severity',
  'routine',
  'schema',
  'table',
  'column',
  'constraint',
  'query',
] as const;

/**
 * drizzle's DrizzleQueryError reads "Failed query: …\nparams: <every bound value>", and a
 * PostgreSQL error's `detail` may repeat the failing row ("Failing row contains (…)"). Both are
 * dropped; the SQL text (placeholders only), the error codes and the stack stay.
 */
function withoutValues(error: Error, depth = 0): Error {
  const message = error.message.replace(/\nparams: [\s\S]*$/, '');
  const safe = new Error(message);
  safe.name = error.name;
  const stack = error.stack ?? '';
  safe.stack = stack.includes(error.message)
    ? stack.replace(error.message, message)
    : [
        `${error.name}: ${message}`,
        ...stack.split('\n').filter((line) => /^ {4}at /.test(line)),
      ].join('\n');
  if (error.cause instanceof Error && depth < 5) safe.cause = withoutValues(error.cause, depth + 1);
  // pino keeps only the message and stack of a cause, so the names the database gave (error
  // code, constraint) are lifted from the first cause that has them.
  const target = safe as unknown as Record<string, unknown>;
  let source: unknown = error;
  for (let level = 0; source instanceof Error && level < 6; level += 1, source = source.cause) {
    for (const field of SAFE_ERROR_FIELDS) {
      const value = (source as unknown as Record<string, unknown>)[field];
      if (target[field] === undefined && value !== undefined) target[field] = value;
    }
  }
  return safe;
}

/** pino's error serializer applied to a copy without the values the error quotes. */
export function serializeError(error: unknown): unknown {
  if (!(error instanceof Error)) return pino.stdSerializers.err(error as Error);
  const serialized = pino.stdSerializers.err(withoutValues(error));
  serialized.type = error.constructor.name;
  return serialized;
}
