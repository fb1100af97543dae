import type { FastifyRequest } from 'fastify';
import pino from 'pino';

/**
 * Logs are read by more people, and kept longer, than the data they describe. What people typed
 * (a child's needs, an email address, a search term) and the tokens that act as keys must not
 * reach them: URLs keep their route but lose the values, errors lose the values they quote.
 */

/**
 * Route parameters whose values may be logged: database ids, and only when the value is one (the
 * router decodes `%2F`, so `/api/waiting-list/status%2F<token>` fills `:id` with a token). Every
 * other parameter is a key or free text: a share, signing or status link's `:token`, a
 * wildcard's rest of the path.
 */
const LOGGABLE_PARAMS = new Set(['id']);
const ID_VALUE = /^(?:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|\d{1,18})$/i;
const isLoggable = (name: string, value: unknown) =>
  LOGGABLE_PARAMS.has(name) && typeof value === 'string' && ID_VALUE.test(value);

/** A path word (`waiting-list`, `status`): no id, token or escape in it. */
const PATH_WORD = /^[a-z][a-z-]{0,39}$/;

/** `a=1&b=2` → `a=…&b=…`: the names a request used, not what it sent. */
function redactQuery(query: string | undefined): string {
  if (query === undefined) return '';
  const names = query
    .split('&')
    .filter(Boolean)
    .map((pair) => `${pair.split('=')[0]}=…`);
  return `?${names.join('&')}`;
}

/**
 * The URL as the log may hold it, decided on the route the request matched: its registered path
 * with the id parameters filled in and every other parameter shown by name
 * (`/es/waiting-list/status/[token]`), whatever the request's spelling of it. A request that
 * matched no route has no parameters to go by, so only its path words are kept
 * (`/%73hared/<token>` → `/…/…`).
 */
export function redactUrl(
  url: string,
  route?: { url: string | undefined; params: unknown },
): string {
  const [path = '', query] = url.split(/\?(.*)/s, 2);
  const params = (route?.params ?? {}) as Record<string, unknown>;
  const safePath =
    route?.url === undefined
      ? path
          .split('/')
          .map((segment) => (segment === '' || PATH_WORD.test(segment) ? segment : '…'))
          .join('/')
      : route.url.replace(/:([A-Za-z]+)|\*$/g, (_match, name: string | undefined) => {
          const key = name ?? '*';
          return isLoggable(key, params[key]) ? String(params[key]) : `[${name ?? 'path'}]`;
        });
  return safePath + redactQuery(query);
}

/** A request's URL for the log, redacted by the route it matched (`redactUrl`). */
export const loggableUrl = (request: FastifyRequest): string =>
  redactUrl(request.url, { url: request.routeOptions?.url, params: request.params });

/** Fastify's request serializer, with the URL redacted by the matched route. */
export const serializeRequest = (request: FastifyRequest) => ({
  method: request.method,
  url: loggableUrl(request),
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
