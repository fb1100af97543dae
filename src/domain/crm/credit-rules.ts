import { isLybunt, isSybunt } from './rules.ts';

/**
 * Hard and soft credit, as fundraisers count them. The donor who gave a gift has its hard credit;
 * people soft-credited on it (a spouse, the person who asked) are honoured by it, but the money is
 * theirs only in reports that say they include soft credit. A report never counts a gift twice
 * for one person: a gift's own donor cannot be soft-credited on it.
 */
export type Credit = 'hard' | 'soft';

/** A gift that counts as money received (completed, one-time), with its soft credits. */
export type CreditedGift = {
  donorId: string;
  giftDate: string;
  amountCents: number;
  softCredits: readonly { donorId: string; amountCents: number }[];
};

/** One gift as it counts for one person. */
export type CreditLine = { giftDate: string; credit: Credit; cents: number };

/** The gifts that count for `donorId`: those given, and with soft credit those credited. */
export function creditLinesFor(
  donorId: string,
  gifts: readonly CreditedGift[],
  options: { includeSoftCredit: boolean },
): CreditLine[] {
  return gifts.flatMap((gift): CreditLine[] => {
    if (gift.donorId === donorId) {
      return [{ giftDate: gift.giftDate, credit: 'hard', cents: gift.amountCents }];
    }
    if (!options.includeSoftCredit) return [];
    const soft = gift.softCredits.find((credit) => credit.donorId === donorId);
    return soft ? [{ giftDate: gift.giftDate, credit: 'soft', cents: soft.amountCents }] : [];
  });
}

/** The lines a report counts: hard credit always, soft credit when it says it includes it. */
export const countedLines = <T extends { credit: Credit }>(
  lines: readonly T[],
  includeSoftCredit: boolean,
) => lines.filter((line) => line.credit === 'hard' || includeSoftCredit);

/** Calendar years (of the gift date, a day in America/Chicago) in which the lines fall. */
export const creditYears = (lines: readonly { giftDate: string }[]) =>
  new Set(lines.map((line) => Number(line.giftDate.slice(0, 4))));

/** Is the person on the LYBUNT or SYBUNT list of `year`, counting what the report counts? */
export function isOnGivingReport(options: {
  kind: 'lybunt' | 'sybunt';
  lines: readonly CreditLine[];
  year: number;
  includeSoftCredit: boolean;
}): boolean {
  const years = creditYears(
    countedLines(options.lines, options.includeSoftCredit).filter(
      (line) => Number(line.giftDate.slice(0, 4)) <= options.year,
    ),
  );
  return (options.kind === 'lybunt' ? isLybunt : isSybunt)(years, options.year);
}

/** Hard and soft credit apart, and what the report counts (hard, plus soft when included). */
export function creditTotals(lines: readonly CreditLine[], includeSoftCredit: boolean) {
  const sum = (credit: Credit) =>
    lines.filter((line) => line.credit === credit).reduce((total, line) => total + line.cents, 0);
  const hardCents = sum('hard');
  const softCents = sum('soft');
  return { hardCents, softCents, countedCents: hardCents + (includeSoftCredit ? softCents : 0) };
}

/** The sentence each report shows above its figures, so nobody guesses what they count. */
export const creditBasisSentence = (includeSoftCredit: boolean) =>
  includeSoftCredit
    ? 'Counting gifts given (hard credit) and gifts credited (soft credit).'
    : 'Counting gifts given (hard credit).';
