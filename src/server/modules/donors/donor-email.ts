import { and, ne, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { findDatabaseError } from '../../db/database-errors.ts';
import { AppError } from '../../http/app-error.ts';
import { donors } from './donors.table.ts';

export const DUPLICATE_EMAIL_MESSAGE =
  'A donor with this email address already exists. Open that donor instead of adding a new one.';

/** The donor who already uses an email (any case), other than `exceptId`. */
export async function findDonorByEmail(
  db: Database | Transaction,
  email: string,
  exceptId?: string,
) {
  const [row] = await db
    .select({
      id: donors.id,
      firstName: donors.firstName,
      lastName: donors.lastName,
      language: donors.language,
    })
    .from(donors)
    .where(
      and(
        sql`lower(${donors.email}) = lower(${email})`,
        exceptId ? ne(donors.id, exceptId) : undefined,
      ),
    );
  return row;
}

/** 409 with the email field named, so the dialog can show it next to the field. */
export const duplicateEmailError = () =>
  new AppError(409, DUPLICATE_EMAIL_MESSAGE, { fieldErrors: { email: [DUPLICATE_EMAIL_MESSAGE] } });

/**
 * The unique index is the real guard (two admins adding one donor at once); this turns its
 * violation into the same 409 the check before the insert gives.
 */
export function isDuplicateEmailViolation(error: unknown): boolean {
  const found = findDatabaseError(error);
  if (found?.code !== '23505') return false;
  return found.constraint === undefined || found.constraint === 'donors_email_lower_key';
}
