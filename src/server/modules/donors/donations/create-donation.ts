import { eq } from 'drizzle-orm';
import { formatExactDollars, pledgeSchedule } from '../../../../domain/crm/rules.ts';
import type { CreateDonationData, PledgeInstallment } from '../../../../domain/crm/gift-schemas.ts';
import type { DonationDto } from '../../../../domain/crm/gift-dtos.ts';
import { todayIsoDate } from '../../../../domain/common/calendar-day.ts';
import type { Database, Transaction } from '../../../db/client.ts';
import { fieldError } from '../../../http/app-error.ts';
import { recordAudit, type AuditActor } from '../../audit/audit.service.ts';
import { toDonationDto } from '../donor-dto.ts';
import {
  lockCampaigns,
  lockDonor,
  refreshCampaignRaised,
  refreshDonorRollups,
} from '../donor-rollups.ts';
import { donors } from '../donors.table.ts';
import { donations } from './donations.table.ts';
import { findDonationRow } from './donation-query.ts';
import { paymentsOf } from './pledge-progress.ts';
import { settlePledge } from './settle-pledge.ts';

function scheduleOf(input: CreateDonationData): PledgeInstallment[] | null {
  if (input.donationType !== 'pledge' || !input.pledge) return null;
  if ('schedule' in input.pledge) {
    return [...input.pledge.schedule].sort((a, b) => a.dueDate.localeCompare(b.dueDate));
  }
  return pledgeSchedule({ amountCents: input.amountCents, ...input.pledge });
}

/** The pledge a payment goes toward: the same donor's, still open, with room for the amount. */
async function checkPledgePayment(tx: Transaction, input: CreateDonationData) {
  const [pledge] = await tx.select().from(donations).where(eq(donations.id, input.pledgeId!));
  if (!pledge || pledge.donorId !== input.donorId || pledge.donationType !== 'pledge') {
    throw fieldError('pledgeId', 'Choose one of this donor’s pledges');
  }
  if (pledge.status !== 'pending') {
    throw fieldError('pledgeId', `This pledge is ${pledge.status}: it takes no more payments`);
  }
  const paid = await paymentsOf(tx, pledge.id);
  const open = pledge.amountCents - paid.completedCents - paid.pendingCents;
  if (input.amountCents > open) {
    throw fieldError(
      'amountCents',
      `This is more than remains on the pledge (${formatExactDollars(Math.max(open, 0))}, counting pending payments)`,
    );
  }
  return pledge;
}

/**
 * POST /api/donations: gift entry. In one transaction under the donor's lock: the gift, the
 * donor's derived totals, the campaign's raised amount and, for a payment, its pledge.
 */
export async function createDonation(options: {
  db: Database;
  input: CreateDonationData;
  actor: AuditActor;
  now: Date;
}): Promise<DonationDto> {
  const { input, actor, now } = options;
  return options.db.transaction(async (tx) => {
    const [donor] = await tx
      .select({ id: donors.id })
      .from(donors)
      .where(eq(donors.id, input.donorId));
    if (!donor) throw fieldError('donorId', 'This donor was not found. It may have been deleted.');
    await lockDonor(tx, input.donorId);
    const pledge = input.pledgeId ? await checkPledgePayment(tx, input) : null;
    // A payment belongs to its pledge's campaign unless another one is chosen.
    const campaignId =
      input.campaignId === undefined ? (pledge?.campaignId ?? null) : input.campaignId;
    const locked = await lockCampaigns(tx, [campaignId]);
    if (campaignId && locked.length === 0) {
      throw fieldError('campaignId', 'This campaign was not found. It may have been deleted.');
    }
    const { pledge: _plan, ...fields } = input;
    const [row] = await tx
      .insert(donations)
      .values({
        ...fields,
        campaignId,
        pledgeId: pledge?.id ?? null,
        giftDate: input.giftDate ?? todayIsoDate(now),
        installments: scheduleOf(input),
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: donations.id });
    if (pledge) await settlePledge(tx, pledge.id, now);
    await refreshDonorRollups(tx, input.donorId, now);
    await refreshCampaignRaised(tx, [campaignId]);
    await recordAudit({
      db: tx,
      actor,
      action: 'create',
      entity: 'donation',
      entityId: row!.id,
      details: {
        donorId: input.donorId,
        amountCents: input.amountCents,
        donationType: input.donationType,
        status: input.status,
      },
      at: now,
    });
    return toDonationDto((await findDonationRow(tx, row!.id))!);
  });
}
