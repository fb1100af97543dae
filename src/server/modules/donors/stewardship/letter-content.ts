import { donorDisplayName, formatWholeDollars } from '../../../../domain/crm-rules.ts';
import { ORGANISATION_NAME } from '../../../../domain/organisation.ts';
import type { PdfTextBlock } from '../../generated-documents/layout-pdf-text.ts';

/** A letter as blocks: the PDF lays them out, the mail joins them as plain text. */
export type Letter = { subject: string; title: string; blocks: PdfTextBlock[] };

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

// IRS Publication 1771 asks for this statement in a written acknowledgment.
const NO_GOODS_OR_SERVICES =
  'No goods or services were provided in exchange for this contribution. Please keep this letter for your tax records.';

const closing = (): PdfTextBlock[] => [paragraph('With gratitude,'), paragraph(ORGANISATION_NAME)];

export type AcknowledgedGift = {
  amountCents: number;
  donationType: 'one-time' | 'pledge';
  giftDate: string;
  designation: string | null;
  campaignName: string | null;
  installmentCount: number;
};

/** The thank-you letter for one gift (or pledge), in plain words. */
export function acknowledgmentLetter(
  donor: LetterDonor,
  gift: AcknowledgedGift,
  today: string,
): Letter {
  const amount = formatWholeDollars(gift.amountCents);
  const purpose = [
    gift.campaignName ? ` to ${oneLine(gift.campaignName)}` : '',
    gift.designation ? ` for ${oneLine(gift.designation)}` : '',
  ].join('');
  const what =
    gift.donationType === 'pledge'
      ? `Thank you for your pledge of ${amount}${purpose}, made on ${longDate(gift.giftDate)} and to be paid in ${gift.installmentCount === 1 ? 'one installment' : `${gift.installmentCount} installments`}. We will send a statement of your payments at the end of the year.`
      : `Thank you for your gift of ${amount}${purpose}, received on ${longDate(gift.giftDate)}.`;
  return {
    subject: `Thank you for your ${gift.donationType === 'pledge' ? 'pledge' : 'gift'} to ${ORGANISATION_NAME}`,
    title: 'Gift acknowledgment',
    blocks: [
      { kind: 'heading', level: 1, text: ORGANISATION_NAME },
      ...addressBlocks(donor, today),
      paragraph(`Dear ${oneLine(donor.firstName)},`),
      paragraph(what),
      paragraph(
        'Your support helps us build schools where neurodivergent learners thrive in science, technology, engineering and mathematics.',
      ),
      ...(gift.donationType === 'pledge' ? [] : [paragraph(NO_GOODS_OR_SERVICES)]),
      ...closing(),
    ],
  };
}

export type StatementGift = {
  giftDate: string;
  amountCents: number;
  designation: string | null;
  campaignName: string | null;
};

/** The giving statement for a period: every completed gift and the total (a tax receipt). */
export function statementLetter(
  donor: LetterDonor,
  period: { from: string; to: string },
  gifts: readonly StatementGift[],
  today: string,
): Letter {
  const total = gifts.reduce((sum, gift) => sum + gift.amountCents, 0);
  const range = `${longDate(period.from)} to ${longDate(period.to)}`;
  return {
    subject: `Your giving statement from ${ORGANISATION_NAME}`,
    title: 'Giving statement',
    blocks: [
      { kind: 'heading', level: 1, text: ORGANISATION_NAME },
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
          `${longDate(gift.giftDate)}: ${formatWholeDollars(gift.amountCents)}`,
          gift.campaignName ? oneLine(gift.campaignName) : null,
          gift.designation ? oneLine(gift.designation) : null,
        ]
          .filter(Boolean)
          .join(' — '),
      })),
      { kind: 'paragraph', isBold: true, text: `Total: ${formatWholeDollars(total)}` },
      paragraph(NO_GOODS_OR_SERVICES),
      ...closing(),
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
