import { eq } from 'drizzle-orm';
import {
  ALREADY_ACKNOWLEDGED_MESSAGE_START,
  type StewardshipLetterDto,
} from '../../../../domain/crm-schemas.ts';
import { todayIsoDate } from '../../../../domain/calendar-day.ts';
import type { Database, Transaction } from '../../../db/client.ts';
import { AppError, notFound } from '../../../http/app-error.ts';
import { recordAudit, recordExport, type AuditActor } from '../../audit/audit.service.ts';
import { campaigns, donations, donors, type Donation, type Donor } from '../donors.table.ts';
import { acknowledgmentLetter, longDate, needsReceipt } from './letter-content.ts';
import { renderLetterPdf } from './letter-pdf.ts';
import { readReceipt, type LetterSender } from './read-receipt.ts';
import { goodsOf, requireEin } from './receipt-wording.ts';
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

/** The thank-you letter for a gift as it would be sent today (refused without a needed EIN). */
async function acknowledgmentFor(options: {
  db: Database | Transaction;
  gift: Donation;
  donor: Donor;
  receipt: LetterSender;
  today: string;
}) {
  const { db, gift, donor, receipt, today } = options;
  const [campaign] = gift.campaignId
    ? await db
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
  return acknowledgmentLetter(donor, acknowledged, today, receipt);
}

const letterFilename = (gift: Donation) =>
  `acknowledgment-${gift.giftDate}-${gift.id.slice(0, 8)}.pdf`;

/**
 * GET /api/donations/:id/acknowledgment.pdf: the letter exactly as Send would make it now, to read
 * first. Nothing is recorded, mailed or marked; the same refusals apply.
 */
export async function previewAcknowledgment(options: {
  db: Database;
  donationId: string;
  actor: AuditActor;
  now: Date;
}): Promise<{ filename: string; pdf: Uint8Array }> {
  const { db, donationId, now } = options;
  const [gift] = await db.select().from(donations).where(eq(donations.id, donationId));
  if (!gift) throw notFound('This gift');
  checkAcknowledgeable(gift, true);
  const [donor] = await db.select().from(donors).where(eq(donors.id, gift.donorId));
  if (!donor) throw notFound('This donor');
  const receipt = await readReceipt(db);
  const letter = await acknowledgmentFor({ db, gift, donor, receipt, today: todayIsoDate(now) });
  await recordExport({
    db,
    actor: options.actor,
    entity: 'donor',
    entityId: donor.id,
    format: 'pdf',
    details: { letter: 'acknowledgment-preview', donationId: gift.id },
    at: now,
  });
  return { filename: `preview-${letterFilename(gift)}`, pdf: await renderLetterPdf(letter, now) };
}

/**
 * The letter for a gift, kept as PDF and mailed when the donor has an email address (without one
 * it is kept to print and post, and no mail is attempted), and the gift marked acknowledged, in
 * the caller's transaction (which holds the gift's row). Staff send it from the CRM; an online
 * gift's payment sends it as it is recorded.
 */
export async function writeAcknowledgment(options: {
  tx: Transaction;
  gift: Donation;
  donor: Donor;
  receipt: LetterSender;
  actor: AuditActor;
  canDeliver: boolean;
  now: Date;
}): Promise<StewardshipLetterDto> {
  const { tx, gift, donor, receipt, actor, now } = options;
  const today = todayIsoDate(now);
  const letter = await acknowledgmentFor({ db: tx, gift, donor, receipt, today });
  const result = await mailAndStoreLetter({
    tx,
    letter,
    pdf: await renderLetterPdf(letter, now),
    filename: letterFilename(gift),
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
