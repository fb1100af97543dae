import { asc, eq, sql } from 'drizzle-orm';
import type { CampaignData, UpdateCampaignData } from '../../../../domain/crm/gift-schemas.ts';
import type { CampaignDto } from '../../../../domain/crm/gift-dtos.ts';
import type { Database } from '../../../db/client.ts';
import { AppError, notFound } from '../../../http/app-error.ts';
import { changedFields, recordAudit, type AuditActor } from '../../audit/audit.service.ts';
import { toCampaignDto } from '../donor-dto.ts';
import { lockCampaigns } from '../donor-rollups.ts';
import { campaigns } from '../donors.table.ts';
import { donations } from '../donations/donations.table.ts';
import { pledgedOutstandingByCampaign } from './pledged-outstanding.ts';

type ChangeOptions = { db: Database; actor: AuditActor; now: Date };

/** Oldest start first (phases in order), then by name; undated campaigns last. */
export async function listCampaigns(options: { db: Database }): Promise<CampaignDto[]> {
  const [rows, outstanding] = await Promise.all([
    options.db
      .select()
      .from(campaigns)
      .orderBy(sql`${campaigns.startDate} asc nulls last`, asc(campaigns.name), asc(campaigns.id)),
    pledgedOutstandingByCampaign(options.db),
  ]);
  return rows.map((row) => toCampaignDto(row, outstanding.get(row.id) ?? 0));
}

export async function getCampaign(options: { db: Database; id: string }): Promise<CampaignDto> {
  const [row] = await options.db.select().from(campaigns).where(eq(campaigns.id, options.id));
  if (!row) throw notFound('This campaign');
  const outstanding = await pledgedOutstandingByCampaign(options.db);
  return toCampaignDto(row, outstanding.get(row.id) ?? 0);
}

export async function createCampaign(
  options: ChangeOptions & { input: CampaignData },
): Promise<CampaignDto> {
  const { actor, input, now } = options;
  return options.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(campaigns)
      .values({ ...input, createdAt: now, updatedAt: now })
      .returning();
    await recordAudit({
      db: tx,
      actor,
      action: 'create',
      entity: 'campaign',
      entityId: row!.id,
      details: { name: row!.name },
      at: now,
    });
    return toCampaignDto(row!);
  });
}

/** raisedCents is not editable: it follows the completed gifts (ADR 010). */
export async function updateCampaign(
  options: ChangeOptions & { id: string; input: UpdateCampaignData },
): Promise<CampaignDto> {
  const { actor, id, input, now } = options;
  await options.db.transaction(async (tx) => {
    const [before] = await lockCampaigns(tx, [id]);
    if (!before) throw notFound('This campaign');
    const startDate = input.startDate === undefined ? before.startDate : input.startDate;
    const endDate = input.endDate === undefined ? before.endDate : input.endDate;
    if (startDate && endDate && endDate < startDate) {
      throw new AppError(400, 'The end date must be on or after the start date', {
        fieldErrors: { endDate: ['The end date must be on or after the start date'] },
      });
    }
    const fields = changedFields(before, input);
    if (fields.length === 0) return;
    await tx
      .update(campaigns)
      .set({ ...input, updatedAt: now })
      .where(eq(campaigns.id, id));
    await recordAudit({
      db: tx,
      actor,
      action: 'update',
      entity: 'campaign',
      entityId: id,
      details: { fields },
      at: now,
    });
  });
  return getCampaign({ db: options.db, id });
}

/** Refused while gifts point at it: detaching them would quietly rewrite campaign history. */
export async function deleteCampaign(options: ChangeOptions & { id: string }): Promise<void> {
  const { actor, id, now } = options;
  await options.db.transaction(async (tx) => {
    const [before] = await lockCampaigns(tx, [id]);
    if (!before) throw notFound('This campaign');
    const [usage] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(donations)
      .where(eq(donations.campaignId, id));
    if ((usage?.count ?? 0) > 0) {
      throw new AppError(
        409,
        `This campaign has ${usage!.count === 1 ? '1 gift' : `${usage!.count} gifts`}. Move them to another campaign before deleting it.`,
      );
    }
    await tx.delete(campaigns).where(eq(campaigns.id, id));
    await recordAudit({
      db: tx,
      actor,
      action: 'delete',
      entity: 'campaign',
      entityId: id,
      details: { name: before.name },
      at: now,
    });
  });
}
