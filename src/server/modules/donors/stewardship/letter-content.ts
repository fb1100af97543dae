import type { Locale } from '../../../../domain/common/i18n.ts';
import {
  donorDisplayName,
  formatExactDollars,
  needsWrittenReceipt,
} from '../../../../domain/crm/rules.ts';
import type { PdfTextBlock } from '../../generated-documents/layout-pdf-text.ts';
import { en } from './letter-copy/en.ts';
import { es } from './letter-copy/es.ts';
import type { LetterCopy } from './letter-copy/letter-copy.ts';
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
 * text (a mail comes from the organisation already, so it has no letterhead). Written in the
 * donor's language, which the PDF's page footer follows too.
 */
export type Letter = {
  language: Locale;
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
  /** Every mail and letter to the donor is in this language (staff switch it in the CRM). */
  language: Locale;
};

const COPY: Record<Locale, LetterCopy> = { en, es };

/** The words of the donor letters in one language. */
export const letterCopy = (language: Locale): LetterCopy => COPY[language];

// Typed by people: a line break inside a name must not break the layout of the letter.
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * "January 15, 2026" / "15 de enero de 2026" from an ISO date, whatever the server's time zone.
 * Amounts need no such choice: es-US writes dollars as en-US does ("$1,250.50").
 */
export const longDate = (isoDate: string, language: Locale) =>
  new Date(`${isoDate}T12:00:00Z`).toLocaleDateString(COPY[language].locale, {
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
  return [paragraph(longDate(today, donor.language)), paragraph(lines.map(oneLine).join('\n'))];
}

/** The letterhead from Settings: the organisation's name and its mailing address, line by line. */
const letterheadOf = (sender: LetterSender): Letterhead => ({
  organisationName: oneLine(sender.organisationName),
  addressLines: (sender.mailingAddress ?? '').split('\n').map(oneLine).filter(Boolean),
});

/** Signed by the person Settings name (with their title), else by the organisation. */
const closing = (copy: LetterCopy, sender: LetterSender): PdfTextBlock[] => [
  paragraph(copy.closing),
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

/** A one-time gift of $250 or more needs the written acknowledgment; a pledge is not yet a gift. */
export const needsReceipt = (gift: Pick<AcknowledgedGift, 'amountCents' | 'donationType'>) =>
  gift.donationType === 'one-time' && needsWrittenReceipt(gift.amountCents);

/** What a one-time gift's letter says about the tax: the receipt, or what was given in return. */
function taxBlocks(gift: AcknowledgedGift, receipt: Receipt, language: Locale): PdfTextBlock[] {
  if (gift.donationType === 'pledge') return [];
  const words = COPY[language].receipt;
  if (needsReceipt(gift)) {
    return giftReceiptBlocks(words, receipt, {
      amountCents: gift.amountCents,
      date: longDate(gift.giftDate, language),
      goods: gift.goods,
    });
  }
  // Under $250 no receipt is needed, but a donor who got something back must still be told.
  return gift.goods
    ? [paragraph(goodsOrServicesSentence(words, gift.amountCents, gift.goods))]
    : [];
}

/**
 * The thank-you letter for one gift (or pledge), in plain words in the donor's language, with the
 * amount to the cent. A gift of $250 or more also carries the receipt (receipt-wording.ts); the
 * caller makes sure the EIN is set before sending one.
 */
export function acknowledgmentLetter(
  donor: LetterDonor,
  gift: AcknowledgedGift,
  today: string,
  receipt: LetterSender,
): Letter {
  const copy = COPY[donor.language];
  const words = copy.acknowledgment;
  const facts = {
    amount: formatExactDollars(gift.amountCents),
    date: longDate(gift.giftDate, donor.language),
    campaign: gift.campaignName ? oneLine(gift.campaignName) : null,
    designation: gift.designation ? copy.designation(oneLine(gift.designation)) : null,
  };
  const isPledge = gift.donationType === 'pledge';
  return {
    language: donor.language,
    subject: words.subject(isPledge ? 'pledge' : 'gift', oneLine(receipt.organisationName)),
    title: words.title,
    letterhead: letterheadOf(receipt),
    blocks: [
      ...addressBlocks(donor, today),
      paragraph(copy.greeting(oneLine(donor.firstName))),
      paragraph(
        isPledge
          ? words.pledge({ ...facts, installmentCount: gift.installmentCount })
          : words.gift(facts),
      ),
      ...(gift.tribute
        ? [paragraph(words.tribute(gift.tribute.kind, oneLine(gift.tribute.name)))]
        : []),
      paragraph(words.mission),
      ...taxBlocks(gift, receipt, donor.language),
      ...closing(copy, receipt),
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

/** The giving statement for a period: every completed gift to the cent and the total (a tax receipt). */
export function statementLetter(
  donor: LetterDonor,
  period: { from: string; to: string },
  gifts: readonly StatementGift[],
  today: string,
  receipt: LetterSender,
): Letter {
  const { language } = donor;
  const copy = COPY[language];
  const words = copy.statement;
  const total = gifts.reduce((sum, gift) => sum + gift.amountCents, 0);
  const range = words.range(longDate(period.from, language), longDate(period.to, language));
  return {
    language,
    subject: words.subject(oneLine(receipt.organisationName)),
    title: words.title,
    letterhead: letterheadOf(receipt),
    blocks: [
      ...addressBlocks(donor, today),
      { kind: 'heading', level: 2, text: words.heading(range) },
      paragraph(copy.greeting(oneLine(donor.firstName))),
      paragraph(gifts.length === 0 ? words.none(range) : words.some(range)),
      ...gifts.map((gift): PdfTextBlock => ({
        kind: 'bullet',
        text: [
          `${longDate(gift.giftDate, language)}: ${formatExactDollars(gift.amountCents)}`,
          gift.campaignName ? oneLine(gift.campaignName) : null,
          gift.designation ? words.designation(oneLine(gift.designation)) : null,
          gift.goods
            ? words.receivedInReturn(
                oneLine(gift.goods.description),
                formatExactDollars(gift.goods.valueCents),
              )
            : null,
        ]
          .filter(Boolean)
          .join(' — '),
      })),
      { kind: 'paragraph', isBold: true, text: words.total(formatExactDollars(total)) },
      ...(gifts.length > 0 ? statementReceiptBlocks(copy.receipt, receipt, gifts) : []),
      ...closing(copy, receipt),
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
