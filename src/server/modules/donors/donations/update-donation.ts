import { eq } from 'drizzle-orm';
import {
  goodsOrServicesIssues,
  type UpdateDonationData,
} from '../../../../domain/crm/gift-schemas.ts';
import type { DonationDto } from '../../../../domain/crm/gift-dtos.ts';
import type { Database, Transaction } from '../../../db/client.ts';
import { AppError, fieldError, notFound } from '../../../http/app-error.ts';
import { changedFields, recordAudit, type AuditActor } from '../../audit/audit.service.ts';
import { toDonationDto } from '../donor-dto.ts';
import {
  lockCampaigns,
  lockDonor,
  refreshCampaignRaised,
  refreshDonorRollups,
} from '../donor-rollups.ts';
import { donations, type Donation } from './donations.table.ts';
import { findDonationRow } from './donation-query.ts';
import { paymentsOf } from './pledge-progress.ts';
import { settlePledge } from './settle-pledge.ts';

/**
 * Status moves one way: pending → completed or cancelled. A completed gift that
 * bounced is cancelled by an admin in the books, not here; a mistake is re-entered.
 */
async function checkStatusChange(tx: Transaction, before: Donation, next: Donation['status']) {
  if (before.status !== 'pending') {
    throw new AppError(
      409,
      `This gift is already ${before.status}; only pending gifts can change status.`,
    );
  }
  if (next === 'completed' && before.donationType === 'pledge') {
    const { completedCents } = await paymentsOf(tx, before.id);
    if (completedCents < before.amountCents) {
      throw new AppError(
        409,
        'A pledge is completed by its payments: record them as gifts toward the pledge, or cancel what remains.',
      );
    }
  }
}

/** The goods or services as they will be after the change, checked against the fixed amount. */
function checkGoodsOrServices(before: Donation, input: UpdateDonationData) {
  const [issue] = goodsOrServicesIssues(
    {
      goodsOrServicesDescription:
        input.goodsOrServicesDescription === undefined
          ? before.goodsOrServicesDescription
          : input.goodsOrServicesDescription,
      goodsOrServicesValueCents:
        input.goodsOrServicesValueCents === undefined
          ? before.goodsOrServicesValueCents
          : input.goodsOrServicesValueCents,
    },
    before.amountCents,
  );
  if (issue) throw fieldError(issue.field, issue.message);
}

/** PATCH /api/donations/:id, under the donor's lock like every write that moves the totals. */
export async function updateDonation(options: {
  db: Database;
  id: string;
  input: UpdateDonationData;
  actor: AuditActor;
  now: Date;
}): Promise<DonationDto> {
  const { id, input, actor, now } = options;
  return options.db.transaction(async (tx) => {
    const [found] = await tx
      .select({ donorId: donations.donorId })
      .from(donations)
      .where(eq(donations.id, id));
    if (!found) throw notFound('This gift');
    await lockDonor(tx, found.donorId);
    const [before] = await tx.select().from(donations).where(eq(donations.id, id)).for('update');
    if (!before) throw notFound('This gift');
    const fields = changedFields(before, input);
    if (fields.length === 0) return toDonationDto((await findDonationRow(tx, id))!);
    checkGoodsOrServices(before, input);
    if (fields.includes('status')) await checkStatusChange(tx, before, input.status!);
    const locked = await lockCampaigns(tx, [before.campaignId, input.campaignId]);
    if (input.campaignId && !locked.some((campaign) => campaign.id === input.campaignId)) {
      throw fieldError('campaignId', 'This campaign was not found. It may have been deleted.');
    }
    await tx
      .update(donations)
      .set({ ...input, updatedAt: now })
      .where(eq(donations.id, id));
    if (before.pledgeId) await settlePledge(tx, before.pledgeId, now);
    await refreshDonorRollups(tx, before.donorId, now);
    await refreshCampaignRaised(tx, [before.campaignId, input.campaignId]);
    await recordAudit({
      db: tx,
      actor,
      action: fields.includes('status') ? `status:${input.status}` : 'update',
      entity: 'donation',
      entityId: id,
      details: { fields },
      at: now,
    });
    return toDonationDto((await findDonationRow(tx, id))!);
  });
}
