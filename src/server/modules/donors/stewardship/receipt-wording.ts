import { formatExactDollars } from '../../../../domain/crm/rules.ts';
import type { PdfTextBlock } from '../../generated-documents/layout-pdf-text.ts';
import { AppError } from '../../../http/app-error.ts';
import type { ReceiptWords } from './letter-copy/letter-copy.ts';

/**
 * The written acknowledgment US donors need for a gift of $250 or more (IRS Publication 1771):
 * the organisation's name, the amount and date, and either the statement that nothing was given
 * in return or a description and good-faith estimate of what was. We add the EIN, from Settings.
 * The words, in the donor's language, are in letter-copy/.
 */
export type Receipt = { organisationName: string; ein: string | null };

/** What the donor received in return for a gift, if anything. */
export type GoodsOrServices = { description: string; valueCents: number } | null;

const paragraph = (text: string): PdfTextBlock => ({ kind: 'paragraph', text });
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** "NovaLearn Institute Group (EIN 12-3456789)", or the name alone while no EIN is set. */
export const organisationWithEin = (receipt: Receipt) =>
  receipt.ein ? `${receipt.organisationName} (EIN ${receipt.ein})` : receipt.organisationName;

/** The quid pro quo statement: what was received, its value, and what is left to deduct. */
export function goodsOrServicesSentence(
  words: ReceiptWords,
  amountCents: number,
  goods: GoodsOrServices,
): string {
  if (!goods) return words.noGoods;
  return words.goods({
    description: oneLine(goods.description),
    value: formatExactDollars(goods.valueCents),
    deductible: formatExactDollars(amountCents - goods.valueCents),
  });
}

/** The receipt part of a thank-you letter for one gift, in the letter's words. */
export function giftReceiptBlocks(
  words: ReceiptWords,
  receipt: Receipt,
  gift: { amountCents: number; date: string; goods: GoodsOrServices },
): PdfTextBlock[] {
  return [
    { kind: 'heading', level: 2, text: words.heading },
    paragraph(
      words.received(organisationWithEin(receipt), formatExactDollars(gift.amountCents), gift.date),
    ),
    paragraph(goodsOrServicesSentence(words, gift.amountCents, gift.goods)),
    paragraph(words.keepThisLetter),
  ];
}

/** The receipt part of a giving statement: the gifts above are the contributions. */
export function statementReceiptBlocks(
  words: ReceiptWords,
  receipt: Receipt,
  gifts: readonly { goods: GoodsOrServices }[],
): PdfTextBlock[] {
  const anyGoods = gifts.some((gift) => gift.goods);
  return [
    { kind: 'heading', level: 2, text: words.heading },
    paragraph(words.statementReceived(organisationWithEin(receipt))),
    paragraph(anyGoods ? words.statementSomeGoods : words.statementNoGoods),
    paragraph(words.keepThisLetter),
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
