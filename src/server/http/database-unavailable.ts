import { AppError } from './app-error.ts';

/**
 * PostgreSQL error codes that mean "the server is going away, restarting or unreachable", not
 * "this query is wrong": admin/crash shutdown, cannot connect now (starting up or shutting down),
 * too many connections, and the whole connection-exception class 08.
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
/** Socket errors from Node when the database host refuses, drops or does not answer. */
const UNAVAILABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);
/** node-postgres and pg-pool say these in words only (no code). */
const UNAVAILABLE_MESSAGES = [
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /not queryable/i,
];

export const DATABASE_UNAVAILABLE_MESSAGE =
  'The database is not available right now. Please try again in a minute.';
/** Seconds a client should wait before trying again (the Retry-After header). */
export const DATABASE_RETRY_AFTER_SECONDS = 30;

type ErrorLike = { code?: unknown; message?: unknown; query?: unknown };

function isUnavailableItself(error: ErrorLike): boolean {
  const { code, message } = error;
  if (typeof code === 'string') {
    if (UNAVAILABLE_SQLSTATES.has(code) || code.startsWith('08')) return true;
    if (UNAVAILABLE_SOCKET_CODES.has(code)) return true;
  }
  // drizzle's DrizzleQueryError quotes the bound values (what people typed): never read as a
  // reason. The driver's error it wraps, in `cause`, is checked instead.
  if (error.query !== undefined) return false;
  return typeof message === 'string' && UNAVAILABLE_MESSAGES.some((text) => text.test(message));
}

/**
 * The error in `error`'s chain that says the database cannot be reached (drizzle puts the
 * driver's error in `cause`, Node puts the attempts of a multi-address connect in `errors`), or
 * null. Its code and message come from the driver or Node and quote no values.
 */
export function findUnavailableCause(
  error: unknown,
  depth = 0,
): { code: string | undefined; message: string } | null {
  if (typeof error !== 'object' || error === null || depth > 5) return null;
  // fetch() failures carry socket codes too; the one outside call (DocuSign) wraps them itself.
  if (error instanceof TypeError && error.message === 'fetch failed') return null;
  const candidate = error as ErrorLike & { cause?: unknown; errors?: unknown };
  if (isUnavailableItself(candidate)) {
    return {
      code: typeof candidate.code === 'string' ? candidate.code : undefined,
      message: String(candidate.message ?? ''),
    };
  }
  const inner = [candidate.cause, ...(Array.isArray(candidate.errors) ? candidate.errors : [])];
  for (const next of inner) {
    const found = findUnavailableCause(next, depth + 1);
    if (found) return found;
  }
  return null;
}

/** The 503 a person can act on: what happened, and that trying again later will work. */
export const databaseUnavailableError = () =>
  new AppError(503, DATABASE_UNAVAILABLE_MESSAGE, {
    headers: { 'retry-after': String(DATABASE_RETRY_AFTER_SECONDS) },
  });

/** disk_full, from PostgreSQL and PGlite alike ("could not extend file …: No space left"). */
const DISK_FULL_SQLSTATE = '53100';

export const DISK_FULL_MESSAGE =
  "The server's disk is full, so nothing can be saved right now: what you sent has not been " +
  'saved. Please try again later.';
/** A full disk is rarely freed within seconds: clients should wait longer than for a restart. */
export const DISK_FULL_RETRY_AFTER_SECONDS = 300;

/**
 * The error in `error`'s chain that says the disk is full: the database's disk_full (with its
 * severity, so it is the server's answer) or Node's ENOSPC from a file we write ourselves. Null
 * otherwise. Its code and message quote no values.
 */
export function findDiskFullCause(error: unknown): { code: string; message: string } | null {
  let current = error;
  for (let depth = 0; depth < 6 && typeof current === 'object' && current !== null; depth += 1) {
    const { code, severity, message } = current as ErrorLike & { severity?: unknown };
    const isDatabaseAnswer = code === DISK_FULL_SQLSTATE && typeof severity === 'string';
    if (isDatabaseAnswer || code === 'ENOSPC') {
      return { code, message: String(message ?? '') };
    }
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/** The 503 for a full disk: nothing was saved, and trying again later will work. */
export const diskFullError = () =>
  new AppError(503, DISK_FULL_MESSAGE, {
    headers: { 'retry-after': String(DISK_FULL_RETRY_AFTER_SECONDS) },
  });
