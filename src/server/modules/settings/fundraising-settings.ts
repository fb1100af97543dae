import { eq, inArray } from 'drizzle-orm';
import { DEFAULT_DONOR_LAPSE_MONTHS } from '../../../domain/crm/donor-status.ts';
import type { FundraisingSettingsDto } from '../../../domain/settings/dtos.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { settings } from './settings.table.ts';

export const EIN_KEY = 'ein';
export const DONOR_LAPSE_MONTHS_KEY = 'donorLapseMonths';

/** The settings key of each fundraising field. */
export const FUNDRAISING_KEYS = {
  ein: EIN_KEY,
  donorLapseMonths: DONOR_LAPSE_MONTHS_KEY,
  mailingAddress: 'mailingAddress',
  letterSignerName: 'letterSignerName',
  letterSignerTitle: 'letterSignerTitle',
} as const satisfies Record<keyof FundraisingSettingsDto, string>;

export type FundraisingKey = (typeof FUNDRAISING_KEYS)[keyof typeof FUNDRAISING_KEYS];

/** The EIN, address and signer (null until set) and the lapse period (18 months until set). */
export async function getFundraisingSettings(
  db: Database | Transaction,
): Promise<FundraisingSettingsDto> {
  const rows = await db
    .select()
    .from(settings)
    .where(inArray(settings.key, Object.values(FUNDRAISING_KEYS)));
  const valueOf = (key: string) => rows.find((row) => row.key === key)?.value;
  const text = (key: string) => (valueOf(key) as string | null | undefined) ?? null;
  return {
    ein: text(EIN_KEY),
    donorLapseMonths:
      (valueOf(DONOR_LAPSE_MONTHS_KEY) as number | undefined) ?? DEFAULT_DONOR_LAPSE_MONTHS,
    mailingAddress: text(FUNDRAISING_KEYS.mailingAddress),
    letterSignerName: text(FUNDRAISING_KEYS.letterSignerName),
    letterSignerTitle: text(FUNDRAISING_KEYS.letterSignerTitle),
  };
}

/** Writes one of them; null removes it (the setting table holds no nulls). */
export async function writeFundraisingSetting(options: {
  db: Database | Transaction;
  key: FundraisingKey;
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
