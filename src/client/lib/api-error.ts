/**
 * apiRequest errors read "<status>: <body text>" (admin spec §8). Screens that show the server's
 * own wording (a 429 on sign-in, "or the server message" on create) split them back apart here.
 */
export function readErrorStatus(error: unknown): number | null {
  if (!(error instanceof Error)) return null;
  const match = /^(\d{3}): /.exec(error.message);
  return match ? Number(match[1]) : null;
}

/** The `message` of a `{ "message": "..." }` error body, or null when there is none. */
export function readServerMessage(error: unknown): string | null {
  if (!(error instanceof Error) || readErrorStatus(error) === null) return null;
  const body = error.message.slice('000: '.length);
  try {
    const parsed: unknown = JSON.parse(body);
    if (typeof parsed === 'object' && parsed !== null && 'message' in parsed) {
      const { message } = parsed;
      return typeof message === 'string' && message.trim() !== '' ? message : null;
    }
  } catch {
    // Not JSON (an HTML error page from a proxy, say): the caller falls back to its own wording.
  }
  return null;
}

/** fetch rejects with a TypeError when the server cannot be reached at all. */
export function isNetworkError(error: unknown): boolean {
  return error instanceof TypeError;
}
