import { desc, eq } from 'drizzle-orm';
import type {
  CreateInteractionData,
  InteractionListFilter,
  UpdateInteractionData,
} from '../../../../domain/crm/donor-schemas.ts';
import type { InteractionDto } from '../../../../domain/crm/donor-dtos.ts';
import { todayIsoDate } from '../../../../domain/common/calendar-day.ts';
import type { Database, Transaction } from '../../../db/client.ts';
import { fieldError, notFound } from '../../../http/app-error.ts';
import { changedFields, recordAudit, type AuditActor } from '../../audit/audit.service.ts';
import { toInteractionDto } from '../donor-dto.ts';
import { lockDonor, refreshDonorRollups } from '../donor-rollups.ts';
import { donors, interactions } from '../donors.table.ts';

type ChangeOptions = { db: Database; actor: AuditActor; now: Date };

export async function listInteractions(options: {
  db: Database;
  query: InteractionListFilter;
}): Promise<InteractionDto[]> {
  const { db, query } = options;
  const rows = await db
    .select()
    .from(interactions)
    .where(query.donorId ? eq(interactions.donorId, query.donorId) : undefined)
    .orderBy(
      desc(interactions.interactionDate),
      desc(interactions.createdAt),
      desc(interactions.id),
    )
    .limit(query.limit)
    .offset(query.offset);
  return rows.map(toInteractionDto);
}

/** A follow-up agreed in a contact is the donor's next follow-up (the follow-ups report reads it). */
async function carryFollowUp(
  tx: Transaction,
  donorId: string,
  followUpDate: string | null | undefined,
  now: Date,
) {
  if (!followUpDate) return;
  await tx
    .update(donors)
    .set({ nextFollowUp: followUpDate, updatedAt: now })
    .where(eq(donors.id, donorId));
}

/** POST /api/interactions: the contact, and the donor's lastContactDate, in one transaction. */
export async function createInteraction(
  options: ChangeOptions & { input: CreateInteractionData },
): Promise<InteractionDto> {
  const { actor, input, now } = options;
  return options.db.transaction(async (tx) => {
    const [donor] = await tx
      .select({ id: donors.id })
      .from(donors)
      .where(eq(donors.id, input.donorId));
    if (!donor) throw fieldError('donorId', 'This donor was not found. It may have been deleted.');
    await lockDonor(tx, input.donorId);
    const [row] = await tx
      .insert(interactions)
      .values({
        ...input,
        interactionDate: input.interactionDate ?? todayIsoDate(now),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await carryFollowUp(tx, input.donorId, input.followUpDate, now);
    await refreshDonorRollups(tx, input.donorId, now);
    await recordAudit({
      db: tx,
      actor,
      action: 'create',
      entity: 'interaction',
      entityId: row!.id,
      details: { donorId: input.donorId, type: input.type },
      at: now,
    });
    return toInteractionDto(row!);
  });
}

async function lockInteraction(tx: Transaction, id: string) {
  const [found] = await tx
    .select({ donorId: interactions.donorId })
    .from(interactions)
    .where(eq(interactions.id, id));
  if (!found) throw notFound('This interaction');
  await lockDonor(tx, found.donorId);
  const [row] = await tx.select().from(interactions).where(eq(interactions.id, id));
  if (!row) throw notFound('This interaction');
  return row;
}

export async function updateInteraction(
  options: ChangeOptions & { id: string; input: UpdateInteractionData },
): Promise<InteractionDto> {
  const { actor, id, input, now } = options;
  return options.db.transaction(async (tx) => {
    const before = await lockInteraction(tx, id);
    const fields = changedFields(before, input).filter(
      (field) =>
        field !== 'attachments' || input.attachments!.join('\n') !== before.attachments.join('\n'),
    );
    if (fields.length === 0) return toInteractionDto(before);
    const [row] = await tx
      .update(interactions)
      .set({ ...input, updatedAt: now })
      .where(eq(interactions.id, id))
      .returning();
    if (fields.includes('followUpDate'))
      await carryFollowUp(tx, before.donorId, input.followUpDate, now);
    await refreshDonorRollups(tx, before.donorId, now);
    await recordAudit({
      db: tx,
      actor,
      action: 'update',
      entity: 'interaction',
      entityId: id,
      details: { fields },
      at: now,
    });
    return toInteractionDto(row!);
  });
}

export async function deleteInteraction(options: ChangeOptions & { id: string }): Promise<void> {
  const { actor, id, now } = options;
  await options.db.transaction(async (tx) => {
    const before = await lockInteraction(tx, id);
    await tx.delete(interactions).where(eq(interactions.id, id));
    await refreshDonorRollups(tx, before.donorId, now);
    await recordAudit({
      db: tx,
      actor,
      action: 'delete',
      entity: 'interaction',
      entityId: id,
      details: { donorId: before.donorId },
      at: now,
    });
  });
}
