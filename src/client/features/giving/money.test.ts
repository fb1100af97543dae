import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatExactDollars } from '../../../domain/crm-rules.ts';
import { MAX_ONLINE_GIFT_CENTS } from '../../../domain/giving.ts';
import { dollarsToCents, formatMoney } from './money.ts';

describe('money on the give pages', () => {
  it('writes every amount the page can show exactly as the project formatter does', () => {
    // Up to the largest charge: the largest gift with the card fee on top.
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_ONLINE_GIFT_CENTS * 2 }), (cents) => {
        expect(formatMoney(cents)).toBe(formatExactDollars(cents));
      }),
    );
    expect(formatMoney(5180)).toBe('$51.80');
    expect(formatMoney(MAX_ONLINE_GIFT_CENTS)).toBe('$50,000.00');
  });

  it.each([
    ['50', 5000],
    ['50.25', 5025],
    ['50.5', 5050],
    ['0.29', 29],
    ['4.35', 435],
    ['1,250.50', 125_050],
    ['$25', 2500],
    [' 100 ', 10_000],
  ])('reads "%s" as %i cents, from its digits', (text, cents) => {
    expect(dollarsToCents(text)).toBe(cents);
  });

  it.each(['', 'fifty', '50.255', '-5', '5e3', '1,25', '50.', '.5'])(
    'reads "%s" as no amount',
    (text) => {
      expect(dollarsToCents(text)).toBeNull();
    },
  );
});
