/**
 * The PostgreSQL error in an error's chain (drizzle wraps the driver's error in `cause`), with its
 * SQLSTATE code and the constraint it names, or null. Both engines report the same codes.
 */
export function findDatabaseError(error: unknown): { code: string; constraint?: string } | null {
  let current = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const { code, severity, constraint } = current as Record<string, unknown>;
    // A SQLSTATE with a severity: the database's answer, not a socket's (EPIPE has five letters).
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && typeof severity === 'string') {
      return { code, constraint: typeof constraint === 'string' ? constraint : undefined };
    }
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/** unique_violation: a row with that key already exists. */
export const isUniqueViolation = (error: unknown) => findDatabaseError(error)?.code === '23505';

/** foreign_key_violation: the row a new row points to is gone (deleted meanwhile, say). */
export const isForeignKeyViolation = (error: unknown) => findDatabaseError(error)?.code === '23503';
