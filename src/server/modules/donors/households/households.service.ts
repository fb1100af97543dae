import { and, eq } from 'drizzle-orm';
import type {
  CreateHouseholdInput,
  HouseholdDto,
  UpdateHouseholdInput,
} from '../../../../domain/crm/credit-schemas.ts';
import type { Database } from '../../../db/client.ts';
import { fieldError, notFound } from '../../../http/app-error.ts';
import { recordAudit, type AuditActor } from '../../audit/audit.service.ts';
import { lockDonor } from '../donor-rollups.ts';
import { donors } from '../donors.table.ts';
import { toHouseholdDto } from './household-totals.ts';
import { households } from './households.table.ts';

type ChangeOptions = { db: Database; actor: AuditActor; now: Date };

/** GET /api/donors/:id/household: the donor's household, or null. */
export async function getHouseholdOfDonor(options: { db: Database; donorId: string }) {
  const [row] = await options.db
    .select({ household: households })
    .from(donors)
    .innerJoin(households, eq(households.id, donors.householdId))
    .where(eq(donors.id, options.donorId));
  return row ? toHouseholdDto(options.db, row.household) : null;
}

/** POST /api/households: made from a donor's profile, with that donor as its first member. */
export async function createHousehold(
  options: ChangeOptions & { input: CreateHouseholdInput },
): Promise<HouseholdDto> {
  const { actor, now } = options;
  const { donorId, ...fields } = options.input;
  return options.db.transaction(async (tx) => {
    const [donor] = await tx.select({ id: donors.id }).from(donors).where(eq(donors.id, donorId));
    if (!donor) throw fieldError('donorId', 'This donor was not found. It may have been deleted.');
    await lockDonor(tx, donorId);
    const [household] = await tx
      .insert(households)
      .values({ ...fields, name: fields.name, createdAt: now, updatedAt: now })
      .returning();
    await tx
      .update(donors)
      .set({ householdId: household!.id, updatedAt: now })
      .where(eq(donors.id, donorId));
    await recordAudit({
      db: tx,
      actor,
      action: 'create',
      entity: 'household',
      entityId: household!.id,
      details: { donorId },
      at: now,
    });
    return toHouseholdDto(tx, household!);
  });
}

/** PATCH /api/households/:id: name, mailing name and mailing address. */
export async function updateHousehold(
  options: ChangeOptions & { id: string; input: UpdateHouseholdInput },
): Promise<HouseholdDto> {
  const { actor, now, id } = options;
  return options.db.transaction(async (tx) => {
    const [household] = await tx
      .update(households)
      .set({ ...options.input, updatedAt: now })
      .where(eq(households.id, id))
      .returning();
    if (!household) throw notFound('This household');
    await recordAudit({
      db: tx,
      actor,
      action: 'update',
      entity: 'household',
      entityId: id,
      details: { fields: Object.keys(options.input) },
      at: now,
    });
    return toHouseholdDto(tx, household);
  });
}

/** POST /api/households/:id/members and DELETE /api/households/:id/members/:donorId. */
export async function changeHouseholdMember(
  options: ChangeOptions & { id: string; donorId: string; change: 'add' | 'remove' },
): Promise<HouseholdDto> {
  const { actor, now, id, donorId, change } = options;
  return options.db.transaction(async (tx) => {
    const [household] = await tx.select().from(households).where(eq(households.id, id));
    if (!household) throw notFound('This household');
    const [donor] = await tx.select({ id: donors.id }).from(donors).where(eq(donors.id, donorId));
    if (!donor) throw fieldError('donorId', 'This donor was not found. It may have been deleted.');
    await lockDonor(tx, donorId);
    const [changed] = await tx
      .update(donors)
      .set({ householdId: change === 'add' ? id : null, updatedAt: now })
      .where(
        change === 'add'
          ? eq(donors.id, donorId)
          : and(eq(donors.id, donorId), eq(donors.householdId, id)),
      )
      .returning({ id: donors.id });
    if (!changed) throw notFound('This member of the household');
    await recordAudit({
      db: tx,
      actor,
      action: change === 'add' ? 'add-member' : 'remove-member',
      entity: 'household',
      entityId: id,
      details: { donorId },
      at: now,
    });
    return toHouseholdDto(tx, household);
  });
}
