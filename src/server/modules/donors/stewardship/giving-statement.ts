import { isDeepStrictEqual } from 'node:util';
import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { StewardshipLetterDto } from '../../../../domain/crm/donor-dtos.ts';
import { needsWrittenReceipt } from '../../../../domain/crm/rules.ts';
import { todayIsoDate } from '../../../../domain/common/calendar-day.ts';
import type { Database, Transaction } from '../../../db/client.ts';
import { AppError, notFound } from '../../../http/app-error.ts';
import { recordAudit, recordExport, type AuditActor } from '../../audit/audit.service.ts';
import { selectDonationRows } from '../donations/donation-query.ts';
import { countsAsGift, lockDonor } from '../donor-rollups.ts';
import { donors, type Donor } from '../donors.table.ts';
import { donations } from '../donations/donations.table.ts';
import { statementLetter, type Letter } from './letter-content.ts';
import { readReceipt } from './read-receipt.ts';
import { goodsOf, requireEin } from './receipt-wording.ts';
import { renderLetterPdf } from './letter-pdf.ts';
import { mailAndStoreLetter, type LetterMailing } from './store-letter.ts';

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

/** The statement's gifts and text as of now (string work; the PDF is rendered apart). */
async function draftStatement(db: Database | Transaction, donor: Donor, period: Period, now: Date) {
  const gifts = await giftsIn(db, donor.id, period);
  const receipt = await readReceipt(db);
  if (gifts.some((gift) => needsWrittenReceipt(gift.amountCents))) {
    requireEin(receipt, 'make the statement');
  }
  const listed = gifts.map((gift) => ({ ...gift, goods: goodsOf(gift) }));
  const letter: Letter = statementLetter(donor, period, listed, todayIsoDate(now), receipt);
  return { gifts, letter, filename: statementFilename(donor, period) };
}

export async function buildStatement(
  db: Database | Transaction,
  donor: Donor,
  period: Period,
  now: Date,
) {
  const draft = await draftStatement(db, donor, period, now);
  return { ...draft, pdf: await renderLetterPdf(draft.letter, now) };
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

export const STATEMENT_CHANGED_MESSAGE =
  'This donor or their gifts changed while the statement was being made, twice. Nothing was ' +
  'sent: reload the page and send it again.';

const NO_EMAIL_MESSAGE = 'This donor has no email address. Add one, then send the statement.';
const NO_GIFTS_MESSAGE =
  'This donor has no completed gifts in that period: there is nothing to put on a statement.';

/**
 * POST /api/donors/:id/statements: the year-end giving statement, mailed and kept as PDF; its
 * gifts get taxReceiptSent/Date, since the statement is the donor's tax receipt for them. The
 * PDF is rendered before the transaction (ADR 043); the transaction locks the donor, drafts the
 * statement again (string work) and writes it only if it reads word for word as the one
 * rendered. Otherwise it is rendered once more; a second change answers 409.
 */
export async function sendStatement(options: {
  db: Database;
  donorId: string;
  period: Period;
  actor: AuditActor;
  mailing: LetterMailing;
  now: Date;
}): Promise<StewardshipLetterDto> {
  const { db, period, now } = options;
  for (let attempt = 1; attempt <= 2; attempt += 1) {
    const [donor] = await db.select().from(donors).where(eq(donors.id, options.donorId));
    if (!donor) throw notFound('This donor');
    if (!donor.email) throw new AppError(409, NO_EMAIL_MESSAGE);
    const rendered = await buildStatement(db, donor, period, now);
    if (rendered.gifts.length === 0) throw new AppError(409, NO_GIFTS_MESSAGE);
    const sent = await db.transaction(async (tx) => {
      const locked = await lockDonor(tx, options.donorId);
      if (!locked.email) throw new AppError(409, NO_EMAIL_MESSAGE);
      const current = await draftStatement(tx, locked, period, now);
      if (current.gifts.length === 0) throw new AppError(409, NO_GIFTS_MESSAGE);
      if (!isDeepStrictEqual(current.letter, rendered.letter)) return null;
      return writeStatement({
        ...current,
        tx,
        donor: locked,
        to: locked.email,
        period,
        pdf: rendered.pdf,
        actor: options.actor,
        mailing: options.mailing,
        now,
      });
    });
    if (sent) return sent;
  }
  throw new AppError(409, STATEMENT_CHANGED_MESSAGE);
}

async function writeStatement(options: {
  tx: Transaction;
  donor: Donor;
  to: string;
  period: Period;
  gifts: { id: string }[];
  letter: Letter;
  pdf: Uint8Array;
  filename: string;
  actor: AuditActor;
  mailing: LetterMailing;
  now: Date;
}): Promise<StewardshipLetterDto> {
  const { tx, donor, period, gifts, actor, now } = options;
  const result = await mailAndStoreLetter({
    tx,
    letter: options.letter,
    pdf: options.pdf,
    filename: options.filename,
    to: options.to,
    record: {
      donorId: donor.id,
      donationId: null,
      kind: 'statement',
      periodFrom: period.from,
      periodTo: period.to,
    },
    actor,
    mailing: options.mailing,
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
}
