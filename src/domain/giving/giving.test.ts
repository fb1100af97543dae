import { describe, expect, it } from 'vitest';
import {
  CARD_FEE,
  GIFT_DESIGNATIONS,
  GIFT_PRESETS_CENTS,
  MAX_ONLINE_GIFT_CENTS,
  MIN_ONLINE_GIFT_CENTS,
  cardFeeCents,
  chargeCoveringFee,
  chargeFor,
} from './giving.ts';

describe('the card fee', () => {
  it('is 2.9 % rounded to the cent plus 30 cents', () => {
    expect(CARD_FEE).toEqual({ basisPoints: 290, fixedCents: 30 });
    expect(cardFeeCents(5_000)).toBe(175); // 145 + 30
    expect(cardFeeCents(100)).toBe(33); // 2.9 rounds to 3
    expect(cardFeeCents(1_000)).toBe(59); // 29 + 30
    expect(cardFeeCents(50)).toBe(31); // 1.45 rounds down to 1
    expect(cardFeeCents(0)).toBe(30);
  });
});

describe('a gift with the fee covered', () => {
  it('charges $51.80 for $50.00, which leaves exactly $50.00 after the fee', () => {
    expect(chargeCoveringFee(5_000)).toBe(5_180);
    expect(5_180 - cardFeeCents(5_180)).toBe(5_000);
    // A cent less would leave less than the gift.
    expect(5_179 - cardFeeCents(5_179)).toBe(4_999);
  });

  it('charges the smallest amount that leaves the whole gift, at every amount tried', () => {
    const amounts = [
      MIN_ONLINE_GIFT_CENTS,
      101,
      999,
      ...GIFT_PRESETS_CENTS,
      123_457,
      MAX_ONLINE_GIFT_CENTS,
    ];
    for (let cents = 100; cents <= 3_000; cents += 1) amounts.push(cents);
    for (const gift of amounts) {
      const charge = chargeCoveringFee(gift);
      expect(charge - cardFeeCents(charge), `enough for ${gift}`).toBeGreaterThanOrEqual(gift);
      expect(charge - 1 - cardFeeCents(charge - 1), `minimal for ${gift}`).toBeLessThan(gift);
    }
  });

  it('charges the gift itself when the donor does not cover the fee', () => {
    expect(chargeFor(5_000, false)).toBe(5_000);
    expect(chargeFor(5_000, true)).toBe(5_180);
    expect(chargeFor(MIN_ONLINE_GIFT_CENTS, true)).toBe(134);
  });
});

describe('the give page choices', () => {
  it('offers $25, $50, $100 and $250 between $1 and $50,000', () => {
    expect(GIFT_PRESETS_CENTS).toEqual([2_500, 5_000, 10_000, 25_000]);
    expect(MIN_ONLINE_GIFT_CENTS).toBe(100);
    expect(MAX_ONLINE_GIFT_CENTS).toBe(5_000_000);
  });

  it('uses the CRM interests as designations', () => {
    expect(GIFT_DESIGNATIONS).toEqual([
      'k12',
      'research',
      'infrastructure',
      'scholarships',
      'general',
    ]);
  });
});
