import { asc, eq, sql } from 'drizzle-orm';
import type { AddSoftCreditInput, SoftCreditDto } from '../../../../domain/crm/credit-schemas.ts';
import type { Database } from '../../../db/client.ts';
import { AppError, fieldError, notFound } from '../../../http/app-error.ts';
import { recordAudit, type AuditActor } from '../../audit/audit.service.ts';
import { lockDonor } from '../donor-rollups.ts';
import { donors } from '../donors.table.ts';
import { donations } from '../donations/donations.table.ts';
import { softCredits } from './soft-credits.table.ts';

type ChangeOptions = { db: Database; actor: AuditActor; now: Date };

const softCreditColumns = {
  id: softCredits.id,
  donationId: softCredits.donationId,
  donorId: softCredits.donorId,
  donorName: sql<string>`${donors.firstName} || ' ' || ${donors.lastName}`,
  kind: softCredits.kind,
  amountCents: softCredits.amountCents,
  createdAt: softCredits.createdAt,
};

type Row = { createdAt: Date } & Omit<SoftCreditDto, 'createdAt'>;
const toDto = (row: Row): SoftCreditDto => ({ ...row, createdAt: row.createdAt.toISOString() });

/** Who else is credited with any gift of this donor: the donor's page shows them by gift. */
export async function softCreditsOnGiftsOf(db: Database, donorId: string) {
  const rows = await db
    .select(softCreditColumns)
    .from(softCredits)
    .innerJoin(donors, eq(donors.id, softCredits.donorId))
    .innerJoin(donations, eq(donations.id, softCredits.donationId))
    .where(eq(donations.donorId, donorId))
    .orderBy(asc(softCredits.createdAt), asc(softCredits.id));
  return rows.map(toDto);
}

/** GET /api/donations/:id/soft-credits: who else is credited with the gift. */
export async function listSoftCredits(options: { db: Database; donationId: string }) {
  const rows = await options.db
    .select(softCreditColumns)
    .from(softCredits)
    .innerJoin(donors, eq(donors.id, softCredits.donorId))
    .where(eq(softCredits.donationId, options.donationId))
    .orderBy(asc(softCredits.createdAt), asc(softCredits.id));
  return rows.map(toDto);
}

/**
 * POST /api/donations/:id/soft-credits. Under the gift donor's lock, as every change to a gift
 * is; the amount is the whole gift unless staff give less.
 */
export async function addSoftCredit(
  options: ChangeOptions & { donationId: string; input: AddSoftCreditInput },
): Promise<SoftCreditDto> {
  const { actor, now, input, donationId } = options;
  return options.db.transaction(async (tx) => {
    const [gift] = await tx.select().from(donations).where(eq(donations.id, donationId));
    if (!gift) throw notFound('This gift');
    await lockDonor(tx, gift.donorId);
    if (input.donorId === gift.donorId) {
      throw fieldError(
        'donorId',
        'This donor gave the gift, so it already counts for them. Choose someone else to credit.',
      );
    }
    const [person] = await tx.select().from(donors).where(eq(donors.id, input.donorId));
    if (!person) throw fieldError('donorId', 'This donor was not found. It may have been deleted.');
    const amountCents = input.amountCents ?? gift.amountCents;
    if (amountCents > gift.amountCents) {
      throw fieldError('amountCents', 'A soft credit cannot be more than the gift.');
    }
    const [row] = await tx
      .insert(softCredits)
      .values({ donationId, donorId: input.donorId, kind: input.kind, amountCents, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: softCredits.id });
    if (!row) {
      throw new AppError(
        409,
        `${person.firstName} ${person.lastName} is already credited with this gift.`,
      );
    }
    await recordAudit({
      db: tx,
      actor,
      action: 'create',
      entity: 'soft_credit',
      entityId: row.id,
      details: { donationId, donorId: input.donorId, kind: input.kind, amountCents },
      at: now,
    });
    const [created] = await tx
      .select(softCreditColumns)
      .from(softCredits)
      .innerJoin(donors, eq(donors.id, softCredits.donorId))
      .where(eq(softCredits.id, row.id));
    return toDto(created!);
  });
}

/** DELETE /api/soft-credits/:id. */
export async function removeSoftCredit(options: ChangeOptions & { id: string }) {
  const { actor, now, id } = options;
  await options.db.transaction(async (tx) => {
    const [found] = await tx
      .select({ giftDonorId: donations.donorId })
      .from(softCredits)
      .innerJoin(donations, eq(donations.id, softCredits.donationId))
      .where(eq(softCredits.id, id));
    if (!found) throw notFound('This soft credit');
    await lockDonor(tx, found.giftDonorId);
    const [removed] = await tx.delete(softCredits).where(eq(softCredits.id, id)).returning();
    if (!removed) throw notFound('This soft credit');
    await recordAudit({
      db: tx,
      actor,
      action: 'delete',
      entity: 'soft_credit',
      entityId: id,
      details: { donationId: removed.donationId, donorId: removed.donorId },
      at: now,
    });
  });
}
