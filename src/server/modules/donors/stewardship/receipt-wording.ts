import { formatExactDollars } from '../../../../domain/crm/rules.ts';
import type { PdfTextBlock } from '../../generated-documents/layout-pdf-text.ts';
import { AppError } from '../../../http/app-error.ts';

/**
 * The written acknowledgment US donors need for a gift of $250 or more (IRS Publication 1771):
 * the organisation's name, the amount and date, and either the statement that nothing was given
 * in return or a description and good-faith estimate of what was. We add the EIN, from Settings.
 */
export type Receipt = { organisationName: string; ein: string | null };

/** What the donor received in return for a gift, if anything. */
export type GoodsOrServices = { description: string; valueCents: number } | null;

export const RECEIPT_HEADING = 'Receipt for your tax records';
const KEEP_THIS_LETTER = 'Please keep this letter for your tax records.';

const paragraph = (text: string): PdfTextBlock => ({ kind: 'paragraph', text });
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** "NovaLearn Institute Group (EIN 12-3456789)", or the name alone while no EIN is set. */
export const organisationWithEin = (receipt: Receipt) =>
  receipt.ein ? `${receipt.organisationName} (EIN ${receipt.ein})` : receipt.organisationName;

/** The quid pro quo statement: what was received, its value, and what is left to deduct. */
export function goodsOrServicesSentence(amountCents: number, goods: GoodsOrServices): string {
  if (!goods) return 'No goods or services were provided in exchange for this contribution.';
  return (
    `In exchange for this contribution you received ${oneLine(goods.description)}, with a ` +
    `good-faith estimated value of ${formatExactDollars(goods.valueCents)}. The amount you may ` +
    'deduct for federal income tax purposes is limited to the contribution above that value: ' +
    `${formatExactDollars(amountCents - goods.valueCents)}.`
  );
}

/** The receipt part of a thank-you letter for one gift. */
export function giftReceiptBlocks(
  receipt: Receipt,
  gift: { amountCents: number; date: string; goods: GoodsOrServices },
): PdfTextBlock[] {
  return [
    { kind: 'heading', level: 2, text: RECEIPT_HEADING },
    paragraph(
      `${organisationWithEin(receipt)} received your contribution of ` +
        `${formatExactDollars(gift.amountCents)} on ${gift.date}.`,
    ),
    paragraph(goodsOrServicesSentence(gift.amountCents, gift.goods)),
    paragraph(KEEP_THIS_LETTER),
  ];
}

/** The receipt part of a giving statement: the gifts above are the contributions. */
export function statementReceiptBlocks(
  receipt: Receipt,
  gifts: readonly { goods: GoodsOrServices }[],
): PdfTextBlock[] {
  const anyGoods = gifts.some((gift) => gift.goods);
  return [
    { kind: 'heading', level: 2, text: RECEIPT_HEADING },
    paragraph(`${organisationWithEin(receipt)} received the contributions listed above.`),
    paragraph(
      anyGoods
        ? 'Where a gift above names what you received in return, with its good-faith estimated value, you may deduct for federal income tax purposes only the part of that gift above that value. No goods or services were provided in exchange for the other contributions.'
        : 'No goods or services were provided in exchange for these contributions.',
    ),
    paragraph(KEEP_THIS_LETTER),
  ];
}

/**
 * A receipt for $250 or more without the EIN would look complete and is not: refused, with where
 * to fix it, before anything is written or mailed.
 */
export function requireEin(receipt: Receipt, retry: 'send the letter' | 'make the statement') {
  if (receipt.ein) return;
  throw new AppError(
    409,
    `A receipt for a gift of $250 or more must show the organisation’s EIN, and none is set. Add the EIN in Settings › Organisation, under Fundraising, then ${retry} again.`,
  );
}

/** A gift's goods or services as the letters take them (both columns are set together). */
export const goodsOf = (gift: {
  goodsOrServicesDescription: string | null;
  goodsOrServicesValueCents: number | null;
}): GoodsOrServices =>
  gift.goodsOrServicesDescription && gift.goodsOrServicesValueCents !== null
    ? { description: gift.goodsOrServicesDescription, valueCents: gift.goodsOrServicesValueCents }
    : null;
