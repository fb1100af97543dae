import { describe, expect, it } from 'vitest';
import { findDatabaseError, isForeignKeyViolation, isUniqueViolation } from './database-errors.ts';

const answered = (code: string, constraint?: string) =>
  Object.assign(new Error('from the database'), { code, severity: 'ERROR', constraint });
const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: …'), { cause });

describe('findDatabaseError', () => {
  it("finds the database's answer under drizzle's wrapper, with its constraint", () => {
    const error = wrapped(answered('23505', 'donors_email_lower_key'));
    expect(findDatabaseError(error)).toEqual({
      code: '23505',
      constraint: 'donors_email_lower_key',
    });
    expect(isUniqueViolation(error)).toBe(true);
    expect(isForeignKeyViolation(error)).toBe(false);
    expect(isForeignKeyViolation(wrapped(wrapped(answered('23503'))))).toBe(true);
  });

  it('finds nothing in errors that are not answers from the database', () => {
    const socket = Object.assign(new Error('write EPIPE'), { code: 'EPIPE' });
    expect(findDatabaseError(wrapped(socket))).toBeNull();
    expect(findDatabaseError(new Error('plain'))).toBeNull();
    expect(findDatabaseError('23505')).toBeNull();
    expect(findDatabaseError(undefined)).toBeNull();
    expect(findDatabaseError({ code: '2350', severity: 'ERROR' })).toBeNull();
  });

  it('looks five causes deep and no further', () => {
    let error: unknown = answered('23503');
    for (let depth = 0; depth < 4; depth += 1) error = wrapped(error);
    expect(isForeignKeyViolation(error)).toBe(true);
    expect(isForeignKeyViolation(wrapped(error))).toBe(false);
  });
});
