import { eq } from 'drizzle-orm';
import {
  ALREADY_ACKNOWLEDGED_MESSAGE_START,
  type StewardshipLetterDto,
} from '../../../../domain/crm-schemas.ts';
import { todayIsoDate } from '../../../../domain/calendar-day.ts';
import type { Database, Transaction } from '../../../db/client.ts';
import { AppError, notFound } from '../../../http/app-error.ts';
import { recordAudit, type AuditActor } from '../../audit/audit.service.ts';
import { campaigns, donations, donors, type Donation, type Donor } from '../donors.table.ts';
import { acknowledgmentLetter, longDate, needsReceipt } from './letter-content.ts';
import { renderLetterPdf } from './letter-pdf.ts';
import { readReceipt } from './read-receipt.ts';
import { goodsOf, requireEin, type Receipt } from './receipt-wording.ts';
import { mailAndStoreLetter } from './store-letter.ts';

function checkAcknowledgeable(gift: Donation, resend: boolean) {
  if (gift.status === 'cancelled') {
    throw new AppError(409, 'This gift was cancelled: there is nothing to acknowledge.');
  }
  if (gift.status === 'failed') {
    throw new AppError(409, 'This payment did not go through: there is nothing to acknowledge.');
  }
  if (gift.status === 'refunded') {
    throw new AppError(409, 'This gift was refunded: there is nothing to acknowledge.');
  }
  if (gift.status === 'pending' && gift.donationType === 'one-time') {
    throw new AppError(409, 'This gift is still pending: acknowledge it once it is completed.');
  }
  if (gift.acknowledgmentSent && !resend) {
    const when = gift.acknowledgmentDate ? ` on ${longDate(gift.acknowledgmentDate)}` : '';
    throw new AppError(
      409,
      `${ALREADY_ACKNOWLEDGED_MESSAGE_START}${when}. To send the letter again, choose Resend.`,
    );
  }
}

/**
 * POST /api/donations/:id/acknowledgment: the thank-you letter, mailed and kept as PDF, and the
 * gift marked acknowledged. The gift row is locked, so two clicks cannot send two letters.
 */
export async function sendAcknowledgment(options: {
  db: Database;
  donationId: string;
  resend: boolean;
  actor: AuditActor;
  canDeliver: boolean;
  now: Date;
}): Promise<StewardshipLetterDto> {
  const { donationId, actor, now } = options;
  return options.db.transaction(async (tx) => {
    const [gift] = await tx
      .select()
      .from(donations)
      .where(eq(donations.id, donationId))
      .for('update');
    if (!gift) throw notFound('This gift');
    checkAcknowledgeable(gift, options.resend);
    const [donor] = await tx.select().from(donors).where(eq(donors.id, gift.donorId));
    if (!donor) throw notFound('This donor');
    const receipt = await readReceipt(tx);
    return writeAcknowledgment({
      tx,
      gift,
      donor,
      receipt,
      actor,
      canDeliver: options.canDeliver,
      now,
    });
  });
}

/**
 * The letter for a gift, mailed and kept as PDF, and the gift marked acknowledged, in the caller's
 * transaction (which holds the gift's row). Staff send it from the CRM; an online gift's payment
 * sends it as it is recorded.
 */
export async function writeAcknowledgment(options: {
  tx: Transaction;
  gift: Donation;
  donor: Donor;
  receipt: Receipt;
  actor: AuditActor;
  canDeliver: boolean;
  now: Date;
}): Promise<StewardshipLetterDto> {
  const { tx, gift, donor, receipt, actor, now } = options;
  const today = todayIsoDate(now);
  if (!donor.email) {
    throw new AppError(409, 'This donor has no email address. Add one, then send the letter.');
  }
  const [campaign] = gift.campaignId
    ? await tx
        .select({ name: campaigns.name })
        .from(campaigns)
        .where(eq(campaigns.id, gift.campaignId))
    : [];
  const acknowledged = {
    amountCents: gift.amountCents,
    donationType: gift.donationType,
    giftDate: gift.giftDate,
    designation: gift.designation,
    campaignName: campaign?.name ?? null,
    installmentCount: gift.installments?.length ?? 0,
    goods: goodsOf(gift),
    tribute:
      gift.tributeKind && gift.tributeName
        ? { kind: gift.tributeKind, name: gift.tributeName }
        : null,
  };
  if (needsReceipt(acknowledged)) requireEin(receipt, 'send the letter');
  const letter = acknowledgmentLetter(donor, acknowledged, today, receipt);
  const result = await mailAndStoreLetter({
    tx,
    letter,
    pdf: await renderLetterPdf(letter, now),
    filename: `acknowledgment-${gift.giftDate}-${gift.id.slice(0, 8)}.pdf`,
    to: donor.email,
    record: { donorId: donor.id, donationId: gift.id, kind: 'acknowledgment' },
    actor,
    canDeliver: options.canDeliver,
    now,
  });
  await tx
    .update(donations)
    .set({ acknowledgmentSent: true, acknowledgmentDate: today, updatedAt: now })
    .where(eq(donations.id, gift.id));
  await recordAudit({
    db: tx,
    actor,
    action: gift.acknowledgmentSent ? 'resend-acknowledgment' : 'acknowledge',
    entity: 'donation',
    entityId: gift.id,
    details: { letterId: result.id },
    at: now,
  });
  return result;
}
