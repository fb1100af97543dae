import { eq, inArray } from 'drizzle-orm';
import { DEFAULT_DONOR_LAPSE_MONTHS } from '../../../domain/crm-donor-status.ts';
import type { FundraisingSettingsDto } from '../../../domain/settings.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { settings } from './settings.table.ts';

export const EIN_KEY = 'ein';
export const DONOR_LAPSE_MONTHS_KEY = 'donorLapseMonths';

/** The EIN (null until set) and the lapse period (18 months until set), in one read. */
export async function getFundraisingSettings(
  db: Database | Transaction,
): Promise<FundraisingSettingsDto> {
  const rows = await db
    .select()
    .from(settings)
    .where(inArray(settings.key, [EIN_KEY, DONOR_LAPSE_MONTHS_KEY]));
  const valueOf = (key: string) => rows.find((row) => row.key === key)?.value;
  return {
    ein: (valueOf(EIN_KEY) as string | null | undefined) ?? null,
    donorLapseMonths:
      (valueOf(DONOR_LAPSE_MONTHS_KEY) as number | undefined) ?? DEFAULT_DONOR_LAPSE_MONTHS,
  };
}

/** Writes one of them; null removes it (the setting table holds no nulls). */
export async function writeFundraisingSetting(options: {
  db: Database | Transaction;
  key: typeof EIN_KEY | typeof DONOR_LAPSE_MONTHS_KEY;
  value: string | number | null;
  now: Date;
}): Promise<void> {
  const { db, key, value, now } = options;
  if (value === null) {
    await db.delete(settings).where(eq(settings.key, key));
    return;
  }
  // settings.service.ts has writeSetting, but it reads this file for GET /api/settings.
  await db
    .insert(settings)
    .values({ key, value, updatedAt: now })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: now } });
}
