import { describe, expect, it } from 'vitest';
import { dollarsToCents } from './dollar-input.ts';

describe('dollarsToCents', () => {
  it.each([
    ['50', 5000],
    ['50.25', 5025],
    ['50.5', 5050],
    ['0.29', 29],
    ['4.35', 435],
    ['0.01', 1],
    ['0', 0],
    ['1,250.50', 125_050],
    ['12,345,678.90', 1_234_567_890],
    ['$25', 2500],
    ['$ 25', 2500],
    [' 100 ', 10_000],
  ])('reads "%s" as %i cents, from its digits', (text, cents) => {
    expect(dollarsToCents(text)).toBe(cents);
  });

  it.each(['', 'fifty', '50.255', '-5', '5e3', '1,25', '1,2345', '50.', '.5', '25$', 'x50'])(
    'reads "%s" as no amount',
    (text) => {
      expect(dollarsToCents(text)).toBeNull();
    },
  );
});
