import { eq } from 'drizzle-orm';
import {
  DEFAULT_DONOR_LAPSE_MONTHS,
  deriveDonorStatus,
  staffStageChange,
  type DonorStatusFacts,
} from '../../../domain/crm/donor-status.ts';
import type { DonorStatus } from '../../../domain/crm/donors.ts';
import { todayIsoDate } from '../../../domain/common/calendar-day.ts';
import type { Transaction } from '../../db/client.ts';
import { getFundraisingSettings } from '../settings/fundraising-settings.ts';
import { donors } from './donors.table.ts';

export const donorStatusFacts = {
  id: donors.id,
  status: donors.status,
  firstGiftDate: donors.firstGiftDate,
  lastGiftDate: donors.lastGiftDate,
  staffStage: donors.staffStage,
  staffStageOn: donors.staffStageOn,
};

type StoredFacts = DonorStatusFacts & { id: string; status: DonorStatus };

/**
 * Writes the status the rules give for these facts (src/domain/crm/donor-status.ts), if it is
 * not the stored one. Callers hold the donor's lock and pass facts read under it.
 */
export async function applyDonorStatus(
  tx: Transaction,
  facts: StoredFacts,
  options: { now: Date; lapseMonths?: number },
): Promise<DonorStatus> {
  const lapseMonths = options.lapseMonths ?? (await getFundraisingSettings(tx)).donorLapseMonths;
  const { status } = deriveDonorStatus(facts, { today: todayIsoDate(options.now), lapseMonths });
  if (status !== facts.status) {
    await tx.update(donors).set({ status, updatedAt: options.now }).where(eq(donors.id, facts.id));
  }
  return status;
}

/** Reads the donor's facts and applies the rules; call after a change to their stage. */
export async function refreshDonorStatus(tx: Transaction, donorId: string, now: Date) {
  const [facts] = await tx.select(donorStatusFacts).from(donors).where(eq(donors.id, donorId));
  if (facts) await applyDonorStatus(tx, facts, { now });
}

/** A new donor (Add Donor, or a new row of an import) has no gifts: the stage asked for, or Prospect. */
export function newDonorStatus(requested: DonorStatus, today: string) {
  const stage = staffStageChange('prospect', requested, today) ?? {
    staffStage: null,
    staffStageOn: null,
  };
  const noGifts = { firstGiftDate: null, lastGiftDate: null, ...stage };
  // Without gifts the lapse period plays no part.
  const { status } = deriveDonorStatus(noGifts, {
    today,
    lapseMonths: DEFAULT_DONOR_LAPSE_MONTHS,
  });
  return { ...stage, status };
}
