import {
  donorDisplayName,
  formatExactDollars,
  needsWrittenReceipt,
} from '../../../../domain/crm/rules.ts';
import type { PdfTextBlock } from '../../generated-documents/layout-pdf-text.ts';
import type { Letterhead } from './letterhead-pdf.ts';
import type { LetterSender } from './read-receipt.ts';
import {
  giftReceiptBlocks,
  goodsOrServicesSentence,
  statementReceiptBlocks,
  type GoodsOrServices,
  type Receipt,
} from './receipt-wording.ts';

/**
 * A letter as blocks: the PDF lays them out under the letterhead, the mail joins them as plain
 * text (a mail comes from the organisation already, so it has no letterhead).
 */
export type Letter = {
  subject: string;
  title: string;
  letterhead: Letterhead;
  blocks: PdfTextBlock[];
};

type LetterDonor = {
  firstName: string;
  lastName: string;
  organization: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  zipCode: string | null;
};

// Typed by people: a line break inside a name must not break the layout of the letter.
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** "January 15, 2026" from an ISO date, whatever the server's time zone. */
export const longDate = (isoDate: string) =>
  new Date(`${isoDate}T12:00:00Z`).toLocaleDateString('en-US', {
    dateStyle: 'long',
    timeZone: 'UTC',
  });

const paragraph = (text: string): PdfTextBlock => ({ kind: 'paragraph', text });

function addressBlocks(donor: LetterDonor, today: string): PdfTextBlock[] {
  const cityLine = [donor.city, [donor.state, donor.zipCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  const lines = [
    oneLine(donorDisplayName(donor)),
    donor.organization,
    donor.address,
    cityLine,
  ].filter((line): line is string => Boolean(line));
  return [paragraph(longDate(today)), paragraph(lines.map(oneLine).join('\n'))];
}

/** The letterhead from Settings: the organisation's name and its mailing address, line by line. */
const letterheadOf = (sender: LetterSender): Letterhead => ({
  organisationName: oneLine(sender.organisationName),
  addressLines: (sender.mailingAddress ?? '').split('\n').map(oneLine).filter(Boolean),
});

/** Signed by the person Settings name (with their title), else by the organisation. */
const closing = (sender: LetterSender): PdfTextBlock[] => [
  paragraph('With gratitude,'),
  paragraph(
    [
      sender.signer ? oneLine(sender.signer.name) : null,
      sender.signer?.title ? oneLine(sender.signer.title) : null,
      oneLine(sender.organisationName),
    ]
      .filter(Boolean)
      .join('\n'),
  ),
];

export type AcknowledgedGift = {
  amountCents: number;
  donationType: 'one-time' | 'pledge';
  giftDate: string;
  designation: string | null;
  campaignName: string | null;
  installmentCount: number;
  goods: GoodsOrServices;
  /** "In honour of" / "in memory of" someone, named in the letter (online gifts). */
  tribute?: { kind: 'honour' | 'memory'; name: string } | null;
};

const tributeSentence = (tribute: NonNullable<AcknowledgedGift['tribute']>) =>
  `Your gift was made ${tribute.kind === 'honour' ? 'in honour' : 'in memory'} of ${oneLine(tribute.name)}.`;

/** A one-time gift of $250 or more needs the written acknowledgment; a pledge is not yet a gift. */
export const needsReceipt = (gift: Pick<AcknowledgedGift, 'amountCents' | 'donationType'>) =>
  gift.donationType === 'one-time' && needsWrittenReceipt(gift.amountCents);

/** What a one-time gift's letter says about the tax: the receipt, or what was given in return. */
function taxBlocks(gift: AcknowledgedGift, receipt: Receipt): PdfTextBlock[] {
  if (gift.donationType === 'pledge') return [];
  if (needsReceipt(gift)) {
    return giftReceiptBlocks(receipt, {
      amountCents: gift.amountCents,
      date: longDate(gift.giftDate),
      goods: gift.goods,
    });
  }
  // Under $250 no receipt is needed, but a donor who got something back must still be told.
  return gift.goods ? [paragraph(goodsOrServicesSentence(gift.amountCents, gift.goods))] : [];
}

/**
 * The thank-you letter for one gift (or pledge), in plain words, with the amount to the cent. A
 * gift of $250 or more also carries the receipt (receipt-wording.ts); the caller makes sure the
 * EIN is set before sending one.
 */
export function acknowledgmentLetter(
  donor: LetterDonor,
  gift: AcknowledgedGift,
  today: string,
  receipt: LetterSender,
): Letter {
  const amount = formatExactDollars(gift.amountCents);
  const purpose = [
    gift.campaignName ? ` to ${oneLine(gift.campaignName)}` : '',
    gift.designation ? ` for ${oneLine(gift.designation)}` : '',
  ].join('');
  const what =
    gift.donationType === 'pledge'
      ? `Thank you for your pledge of ${amount}${purpose}, made on ${longDate(gift.giftDate)} and to be paid in ${gift.installmentCount === 1 ? 'one installment' : `${gift.installmentCount} installments`}. We will send a statement of your payments at the end of the year.`
      : `Thank you for your gift of ${amount}${purpose}, received on ${longDate(gift.giftDate)}.`;
  return {
    subject: `Thank you for your ${gift.donationType === 'pledge' ? 'pledge' : 'gift'} to ${oneLine(receipt.organisationName)}`,
    title: 'Gift acknowledgment',
    letterhead: letterheadOf(receipt),
    blocks: [
      ...addressBlocks(donor, today),
      paragraph(`Dear ${oneLine(donor.firstName)},`),
      paragraph(what),
      ...(gift.tribute ? [paragraph(tributeSentence(gift.tribute))] : []),
      paragraph(
        'Your support helps us build schools where neurodivergent learners thrive in science, technology, engineering and mathematics.',
      ),
      ...taxBlocks(gift, receipt),
      ...closing(receipt),
    ],
  };
}

export type StatementGift = {
  giftDate: string;
  amountCents: number;
  designation: string | null;
  campaignName: string | null;
  goods: GoodsOrServices;
};

const receivedInReturn = (goods: GoodsOrServices) =>
  goods
    ? `you received ${oneLine(goods.description)} (estimated value ${formatExactDollars(goods.valueCents)})`
    : null;

/** The giving statement for a period: every completed gift to the cent and the total (a tax receipt). */
export function statementLetter(
  donor: LetterDonor,
  period: { from: string; to: string },
  gifts: readonly StatementGift[],
  today: string,
  receipt: LetterSender,
): Letter {
  const total = gifts.reduce((sum, gift) => sum + gift.amountCents, 0);
  const range = `${longDate(period.from)} to ${longDate(period.to)}`;
  return {
    subject: `Your giving statement from ${oneLine(receipt.organisationName)}`,
    title: 'Giving statement',
    letterhead: letterheadOf(receipt),
    blocks: [
      ...addressBlocks(donor, today),
      { kind: 'heading', level: 2, text: `Giving statement: ${range}` },
      paragraph(`Dear ${oneLine(donor.firstName)},`),
      paragraph(
        gifts.length === 0
          ? `We have no completed gifts from you recorded from ${range}.`
          : `Thank you for your generosity. These are the gifts we received from you from ${range}:`,
      ),
      ...gifts.map((gift): PdfTextBlock => ({
        kind: 'bullet',
        text: [
          `${longDate(gift.giftDate)}: ${formatExactDollars(gift.amountCents)}`,
          gift.campaignName ? oneLine(gift.campaignName) : null,
          gift.designation ? oneLine(gift.designation) : null,
          receivedInReturn(gift.goods),
        ]
          .filter(Boolean)
          .join(' — '),
      })),
      { kind: 'paragraph', isBold: true, text: `Total: ${formatExactDollars(total)}` },
      ...(gifts.length > 0 ? statementReceiptBlocks(receipt, gifts) : []),
      ...closing(receipt),
    ],
  };
}

/** The same letter as plain mail text. */
export function letterText(letter: Letter): string {
  return letter.blocks
    .map((block) => (block.kind === 'bullet' ? `- ${block.text}` : block.text))
    .join('\n\n')
    .replace(/\n\n- /g, '\n- ');
}
