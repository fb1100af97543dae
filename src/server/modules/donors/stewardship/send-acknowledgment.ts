import { isDeepStrictEqual } from 'node:util';
import { eq } from 'drizzle-orm';
import { ALREADY_ACKNOWLEDGED_MESSAGE_START } from '../../../../domain/crm/outreach-schemas.ts';
import type { StewardshipLetterDto } from '../../../../domain/crm/donor-dtos.ts';
import { todayIsoDate } from '../../../../domain/common/calendar-day.ts';
import type { Database, Transaction } from '../../../db/client.ts';
import { AppError, notFound } from '../../../http/app-error.ts';
import { recordAudit, recordExport, type AuditActor } from '../../audit/audit.service.ts';
import { campaigns, donors, type Donor } from '../donors.table.ts';
import { donations, type Donation } from '../donations/donations.table.ts';
import { acknowledgmentLetter, longDate, needsReceipt, type Letter } from './letter-content.ts';
import { renderLetterPdf } from './letter-pdf.ts';
import { readReceipt, type LetterSender } from './read-receipt.ts';
import { goodsOf, requireEin } from './receipt-wording.ts';
import { mailAndStoreLetter, type LetterMailing } from './store-letter.ts';
import { sendTributeNotice } from './tribute-notice.ts';

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
    // Said to staff: the CRM is in English whatever the donor's language.
    const when = gift.acknowledgmentDate ? ` on ${longDate(gift.acknowledgmentDate, 'en')}` : '';
    throw new AppError(
      409,
      `${ALREADY_ACKNOWLEDGED_MESSAGE_START}${when}. To send the letter again, choose Resend.`,
    );
  }
}

export const LETTER_CHANGED_MESSAGE =
  'This gift or its donor changed while the letter was being made, twice. Nothing was sent: ' +
  'reload the page and send it again.';

/**
 * POST /api/donations/:id/acknowledgment: the thank-you letter, mailed and kept as PDF, and the
 * gift marked acknowledged. The PDF is rendered before the transaction (ADR 043); the gift row is
 * locked while it is written, so two clicks cannot send two letters.
 */
export async function sendAcknowledgment(options: {
  db: Database;
  donationId: string;
  resend: boolean;
  actor: AuditActor;
  mailing: LetterMailing;
  now: Date;
}): Promise<StewardshipLetterDto> {
  const sent = await acknowledgeGift({
    ...options,
    isDue: (gift) => {
      checkAcknowledgeable(gift, options.resend);
      return true;
    },
  });
  if (sent === 'changed') throw new AppError(409, LETTER_CHANGED_MESSAGE);
  return sent!;
}

/** The gift and its letter as they would be sent now (refused without a needed EIN). */
async function draftAcknowledgment(db: Database | Transaction, gift: Donation, now: Date) {
  const [donor] = await db.select().from(donors).where(eq(donors.id, gift.donorId));
  if (!donor) throw notFound('This donor');
  const receipt = await readReceipt(db);
  const letter = await acknowledgmentFor({ db, gift, donor, receipt, today: todayIsoDate(now) });
  return { donor, letter };
}

/**
 * Thanks one gift without rendering inside a transaction (ADR 043): the letter is drafted and its
 * PDF rendered from an unlocked read; then a short transaction locks the gift, asks `isDue` again
 * and drafts the letter again (string work), and writes it only when it reads word for word as
 * the one rendered. Otherwise the PDF is rendered once more; a second change answers 'changed'.
 * `isDue` throws to refuse, or answers false to leave the gift be: then `onNotDue` runs under the
 * lock and null is answered.
 */
export async function acknowledgeGift(options: {
  db: Database;
  donationId: string;
  isDue: (gift: Donation) => boolean;
  actor: AuditActor;
  mailing: LetterMailing;
  now: Date;
  /** Run in the short transaction when `isDue` answers false under the lock. */
  onNotDue?: (tx: Transaction, gift: Donation) => Promise<void>;
}): Promise<StewardshipLetterDto | null | 'changed'> {
  const { db, donationId, now } = options;
  for (let attempt = 1; attempt <= 2; attempt += 1) {
    const [gift] = await db.select().from(donations).where(eq(donations.id, donationId));
    if (!gift) throw notFound('This gift');
    // Not due as read: nothing to render; the lock below confirms it (and runs onNotDue).
    const draft = options.isDue(gift) ? await draftAcknowledgment(db, gift, now) : null;
    const pdf = draft && (await renderLetterPdf(draft.letter, now));
    const written = await db.transaction(async (tx) => {
      const [locked] = await tx
        .select()
        .from(donations)
        .where(eq(donations.id, donationId))
        .for('update');
      if (!locked) throw notFound('This gift');
      if (!options.isDue(locked)) {
        await options.onNotDue?.(tx, locked);
        return null;
      }
      if (!draft || !pdf) return 'changed' as const;
      const current = await draftAcknowledgment(tx, locked, now);
      if (!isDeepStrictEqual(current.letter, draft.letter)) return 'changed' as const;
      return writeAcknowledgment({
        tx,
        gift: locked,
        donor: current.donor,
        letter: current.letter,
        pdf,
        actor: options.actor,
        mailing: options.mailing,
        now,
      });
    });
    if (written !== 'changed') return written;
  }
  return 'changed';
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
 * it is kept to print and post, and no mail is attempted), and the gift marked acknowledged and no
 * longer due, in the caller's transaction (which holds the gift's row). The PDF was rendered
 * before it (ADR 043); only database work and the mail's text happen here.
 */
async function writeAcknowledgment(options: {
  tx: Transaction;
  gift: Donation;
  donor: Donor;
  letter: Letter;
  pdf: Uint8Array;
  actor: AuditActor;
  mailing: LetterMailing;
  now: Date;
}): Promise<StewardshipLetterDto> {
  const { tx, gift, donor, actor, now } = options;
  const result = await mailAndStoreLetter({
    tx,
    letter: options.letter,
    pdf: options.pdf,
    filename: letterFilename(gift),
    to: donor.email,
    record: { donorId: donor.id, donationId: gift.id, kind: 'acknowledgment' },
    actor,
    mailing: options.mailing,
    now,
  });
  await sendTributeNotice({
    tx,
    gift,
    donor,
    organisation: options.letter.letterhead.organisationName,
    mailing: options.mailing,
    now,
  });
  await tx
    .update(donations)
    .set({
      acknowledgmentSent: true,
      acknowledgmentDate: todayIsoDate(now),
      acknowledgmentDueAt: null,
      updatedAt: now,
    })
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
