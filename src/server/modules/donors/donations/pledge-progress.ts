import { inArray, sql } from 'drizzle-orm';
import { applyPledgePayments } from '../../../../domain/crm/rules.ts';
import type { PledgeDto } from '../../../../domain/crm/gift-dtos.ts';
import type { Database, Transaction } from '../../../db/client.ts';
import { toDonationDto, type DonationRow } from '../donor-dto.ts';
import { donations } from './donations.table.ts';

/** Per pledge: what its completed payments add up to, and what pending ones would add. */
export async function pledgePayments(
  db: Database | Transaction,
  pledgeIds: readonly string[],
): Promise<Map<string, { completedCents: number; pendingCents: number }>> {
  const totals = new Map<string, { completedCents: number; pendingCents: number }>();
  if (pledgeIds.length === 0) return totals;
  const rows = await db
    .select({
      pledgeId: donations.pledgeId,
      completedCents: sql<number>`coalesce(sum(${donations.amountCents}) filter (where ${donations.status} = 'completed'), 0)::bigint`,
      pendingCents: sql<number>`coalesce(sum(${donations.amountCents}) filter (where ${donations.status} = 'pending'), 0)::bigint`,
    })
    .from(donations)
    .where(inArray(donations.pledgeId, [...pledgeIds]))
    .groupBy(donations.pledgeId);
  for (const row of rows) {
    totals.set(row.pledgeId!, {
      completedCents: Number(row.completedCents),
      pendingCents: Number(row.pendingCents),
    });
  }
  return totals;
}

export function toPledgeDto(row: DonationRow, paidCents: number, today: string): PledgeDto {
  const progress = applyPledgePayments(row.installments ?? [], paidCents, today);
  return {
    ...toDonationDto(row),
    installments: progress.installments,
    paidCents: Math.min(paidCents, row.amountCents),
    // A cancelled pledge was written off: nothing is due any more.
    remainingCents: row.status === 'cancelled' ? 0 : progress.remainingCents,
    nextDueDate: row.status === 'pending' ? progress.nextDueDate : null,
  };
}

/** One pledge's payments, for the checks when a payment is entered or completed. */
export async function paymentsOf(db: Database | Transaction, pledgeId: string) {
  const totals = await pledgePayments(db, [pledgeId]);
  return totals.get(pledgeId) ?? { completedCents: 0, pendingCents: 0 };
}
