import { describe, expect, it } from 'vitest';
import { GIFT_AMOUNT_MESSAGE, giftInput } from './schemas.ts';

const gift = {
  amountCents: 5_000,
  frequency: 'one-time',
  firstName: 'Ana',
  lastName: 'Reyes',
  email: 'ana@example.org',
};
const messagesFor = (input: unknown) =>
  giftInput.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];

describe('the give form', () => {
  it('takes a gift with only the required fields and fills in the rest', () => {
    expect(giftInput.parse(gift)).toEqual({
      ...gift,
      designation: null,
      tribute: null,
      address: null,
      city: null,
      state: null,
      zipCode: null,
      note: null,
      coverFee: false,
      language: 'en',
    });
  });

  it('takes $1.00 and $50,000.00 and refuses a cent less or more', () => {
    expect(GIFT_AMOUNT_MESSAGE).toBe('Enter an amount between $1.00 and $50,000.00');
    expect(giftInput.safeParse({ ...gift, amountCents: 100 }).success).toBe(true);
    expect(giftInput.safeParse({ ...gift, amountCents: 5_000_000 }).success).toBe(true);
    expect(messagesFor({ ...gift, amountCents: 99 })).toEqual([GIFT_AMOUNT_MESSAGE]);
    expect(messagesFor({ ...gift, amountCents: 5_000_001 })).toEqual([GIFT_AMOUNT_MESSAGE]);
    expect(messagesFor({ ...gift, amountCents: 0 })).toEqual([GIFT_AMOUNT_MESSAGE]);
    expect(messagesFor({ ...gift, amountCents: 50.5 })).toEqual([
      'Enter the amount in whole cents',
    ]);
    expect(messagesFor({ ...gift, amountCents: '50' })).toEqual([GIFT_AMOUNT_MESSAGE]);
  });

  it('takes monthly gifts and refuses other frequencies', () => {
    expect(giftInput.parse({ ...gift, frequency: 'monthly' }).frequency).toBe('monthly');
    expect(messagesFor({ ...gift, frequency: 'weekly' })).toEqual(['Choose one time or monthly']);
  });

  it('takes a designation from the list only', () => {
    expect(giftInput.parse({ ...gift, designation: 'scholarships' }).designation).toBe(
      'scholarships',
    );
    expect(messagesFor({ ...gift, designation: 'yachts' })).toEqual([
      'Choose where your gift should go from the list',
    ]);
  });

  it('takes a gift in honour or in memory of someone, named', () => {
    expect(
      giftInput.parse({ ...gift, tribute: { kind: 'memory', name: ' Rosa Diaz ' } }).tribute,
    ).toEqual({
      kind: 'memory',
      name: 'Rosa Diaz',
      notify: null,
    });
    expect(messagesFor({ ...gift, tribute: { kind: 'memory', name: ' ' } })).toEqual([
      'Enter the name of the person the gift is for',
    ]);
    expect(messagesFor({ ...gift, tribute: { kind: 'birthday', name: 'Rosa' } })).toEqual([
      'Choose "in honour of" or "in memory of"',
    ]);
  });

  it('takes whom to tell about a tribute, with their address and language', () => {
    const notify = { name: ' Ana Diaz ', email: 'ana@example.org', language: 'es' };
    expect(
      giftInput.parse({ ...gift, tribute: { kind: 'honour', name: 'Rosa', notify } }).tribute,
    ).toEqual({
      kind: 'honour',
      name: 'Rosa',
      notify: { name: 'Ana Diaz', email: 'ana@example.org', language: 'es' },
    });
    expect(
      messagesFor({
        ...gift,
        tribute: {
          kind: 'honour',
          name: 'Rosa',
          notify: { ...notify, email: 'ana', language: 'fr' },
        },
      }),
    ).toHaveLength(2);
  });

  it('keeps the state as two capital letters and the ZIP code as 5 or 5+4 digits', () => {
    const parsed = giftInput.parse({ ...gift, state: ' tx ', zipCode: '78701-1234' });
    expect([parsed.state, parsed.zipCode]).toEqual(['TX', '78701-1234']);
    expect(giftInput.parse({ ...gift, state: '', zipCode: '' })).toMatchObject({
      state: null,
      zipCode: null,
    });
    expect(messagesFor({ ...gift, state: 'Texas' })).toEqual([
      'Enter the state as two letters, like TX',
    ]);
    expect(messagesFor({ ...gift, zipCode: '7870' })).toEqual([
      'Enter the ZIP code as five digits, like 78701',
    ]);
  });

  it('asks for the name and a valid email address', () => {
    expect(messagesFor({ ...gift, firstName: ' ', email: 'ana' })).toEqual([
      'Enter your first name',
      'Enter a valid email address, like name@example.org',
    ]);
  });

  it('keeps a note under 1,001 characters', () => {
    expect(giftInput.safeParse({ ...gift, note: 'n'.repeat(1000) }).success).toBe(true);
    expect(messagesFor({ ...gift, note: 'n'.repeat(1001) })).toEqual([
      'Keep the note under 1001 characters',
    ]);
  });
});
