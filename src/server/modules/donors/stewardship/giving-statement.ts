import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { StewardshipLetterDto } from '../../../../domain/crm-schemas.ts';
import { needsWrittenReceipt } from '../../../../domain/crm-rules.ts';
import { todayIsoDate } from '../../../../domain/calendar-day.ts';
import type { Database, Transaction } from '../../../db/client.ts';
import { AppError, notFound } from '../../../http/app-error.ts';
import { recordAudit, recordExport, type AuditActor } from '../../audit/audit.service.ts';
import { selectDonationRows } from '../donations/donation-query.ts';
import { countsAsGift, lockDonor } from '../donor-rollups.ts';
import { donations, donors, type Donor } from '../donors.table.ts';
import { statementLetter, type Letter } from './letter-content.ts';
import { readReceipt } from './read-receipt.ts';
import { goodsOf, requireEin } from './receipt-wording.ts';
import { renderLetterPdf } from './letter-pdf.ts';
import { mailAndStoreLetter } from './store-letter.ts';

type Period = { from: string; to: string };

/** Completed gifts dated in the period (both ends included), oldest first. */
const giftsIn = (db: Database | Transaction, donorId: string, period: Period) =>
  selectDonationRows(db)
    .where(
      and(
        eq(donations.donorId, donorId),
        countsAsGift,
        gte(donations.giftDate, period.from),
        lte(donations.giftDate, period.to),
      ),
    )
    .orderBy(asc(donations.giftDate), asc(donations.createdAt));

const statementFilename = (donor: Donor, period: Period) =>
  `giving-statement-${period.from}-to-${period.to}-${donor.lastName.replace(/[^\w-]+/g, '') || 'donor'}.pdf`;

async function buildStatement(db: Database | Transaction, donor: Donor, period: Period, now: Date) {
  const gifts = await giftsIn(db, donor.id, period);
  const receipt = await readReceipt(db);
  if (gifts.some((gift) => needsWrittenReceipt(gift.amountCents))) {
    requireEin(receipt, 'make the statement');
  }
  const listed = gifts.map((gift) => ({ ...gift, goods: goodsOf(gift) }));
  const letter: Letter = statementLetter(donor, period, listed, todayIsoDate(now), receipt);
  return {
    gifts,
    letter,
    pdf: await renderLetterPdf(letter, now),
    filename: statementFilename(donor, period),
  };
}

/**
 * GET /api/donors/:id/statement.pdf: a look at the statement before sending. Nothing changes, but
 * the PDF lists the donor's gifts, so its download is in the owner's audit log.
 */
export async function previewStatement(options: {
  db: Database;
  donorId: string;
  period: Period;
  actor: AuditActor;
  now: Date;
}) {
  const { db, period, now } = options;
  const [donor] = await db.select().from(donors).where(eq(donors.id, options.donorId));
  if (!donor) throw notFound('This donor');
  const { gifts, pdf, filename } = await buildStatement(db, donor, period, now);
  await recordExport({
    db,
    actor: options.actor,
    entity: 'donor',
    entityId: donor.id,
    format: 'pdf',
    details: { letter: 'statement-preview', ...period, gifts: gifts.length },
    at: now,
  });
  return { pdf, filename };
}

/**
 * POST /api/donors/:id/statements: the year-end giving statement, mailed and kept as PDF; its
 * gifts get taxReceiptSent/Date, since the statement is the donor's tax receipt for them.
 */
export async function sendStatement(options: {
  db: Database;
  donorId: string;
  period: Period;
  actor: AuditActor;
  canDeliver: boolean;
  now: Date;
}): Promise<StewardshipLetterDto> {
  const { period, actor, now } = options;
  return options.db.transaction(async (tx) => {
    const donor = await lockDonor(tx, options.donorId);
    if (!donor.email) {
      throw new AppError(409, 'This donor has no email address. Add one, then send the statement.');
    }
    const { gifts, letter, pdf, filename } = await buildStatement(tx, donor, period, now);
    if (gifts.length === 0) {
      throw new AppError(
        409,
        'This donor has no completed gifts in that period: there is nothing to put on a statement.',
      );
    }
    const result = await mailAndStoreLetter({
      tx,
      letter,
      pdf,
      filename,
      to: donor.email,
      record: {
        donorId: donor.id,
        donationId: null,
        kind: 'statement',
        periodFrom: period.from,
        periodTo: period.to,
      },
      actor,
      canDeliver: options.canDeliver,
      now,
    });
    await tx
      .update(donations)
      .set({ taxReceiptSent: true, taxReceiptDate: todayIsoDate(now), updatedAt: now })
      .where(
        inArray(
          donations.id,
          gifts.map((gift) => gift.id),
        ),
      );
    await recordAudit({
      db: tx,
      actor,
      action: 'send-statement',
      entity: 'donor',
      entityId: donor.id,
      details: { letterId: result.id, ...period, gifts: gifts.length },
      at: now,
    });
    return result;
  });
}
