import { and, eq } from 'drizzle-orm';
import type { Transaction } from '../../../db/client.ts';
import { donations } from './donations.table.ts';
import { paymentsOf } from './pledge-progress.ts';

/** A pending pledge whose completed payments cover it becomes completed by itself. */
export async function settlePledge(tx: Transaction, pledgeId: string, now: Date) {
  const [pledge] = await tx.select().from(donations).where(eq(donations.id, pledgeId));
  if (!pledge || pledge.status !== 'pending') return;
  const { completedCents } = await paymentsOf(tx, pledgeId);
  if (completedCents < pledge.amountCents) return;
  await tx
    .update(donations)
    .set({ status: 'completed', updatedAt: now })
    .where(and(eq(donations.id, pledgeId), eq(donations.status, 'pending')));
}
