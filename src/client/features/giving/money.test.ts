import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatExactDollars } from '../../../domain/crm/rules.ts';
import { MAX_ONLINE_GIFT_CENTS } from '../../../domain/giving/giving.ts';
import { formatMoney } from './money.ts';

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
});
