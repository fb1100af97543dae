import { describe, expect, it } from 'vitest';
import { PHONE_NUMBER_MESSAGE, PHONE_REQUIRED_MESSAGE } from './public-booking.ts';
import { bookingInput, callBookingInput } from './schemas.ts';

/** The phone number of a call's booking (ADR 052): the usual US forms, at least 7 digits. */
const form = (phone: unknown) => ({
  sessionId: '11111111-1111-4111-8111-111111111111',
  name: 'Ana Ruiz',
  email: 'ana@example.org',
  language: 'en',
  partySize: 1,
  phone,
});

const phoneOf = (phone: unknown) => {
  const result = bookingInput.safeParse(form(phone));
  return result.success ? { phone: result.data.phone } : { errors: messagesOf(result.error) };
};
const messagesOf = (error: { issues: { path: PropertyKey[]; message: string }[] }) =>
  error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describe('the phone number of a booking', () => {
  it('accepts the usual US forms, trimmed', () => {
    for (const phone of [
      '(512) 555-0123',
      '512-555-0123',
      '512.555.0123',
      '+1 512 555 0123',
      '5125550123',
      '555-0123',
    ]) {
      expect(phoneOf(` ${phone} `), phone).toEqual({ phone });
    }
  });

  it('refuses fewer than 7 digits, no digits, or other characters, in plain words', () => {
    expect(phoneOf('555-012')).toEqual({ errors: [`phone: ${PHONE_NUMBER_MESSAGE}`] });
    expect(phoneOf('555-0123')).toEqual({ phone: '555-0123' });
    for (const phone of ['123456', 'call me', '---', '512-555-0123 ext 4', '1+5125550123']) {
      expect(phoneOf(phone), phone).toEqual({ errors: [`phone: ${PHONE_NUMBER_MESSAGE}`] });
    }
    expect(PHONE_NUMBER_MESSAGE).toBe(
      'Enter a phone number with at least 7 digits, like (512) 555-0123',
    );
  });

  it('takes up to 50 characters', () => {
    const fifty = `+1 ${'5'.repeat(47)}`;
    expect(fifty).toHaveLength(50);
    expect(phoneOf(fifty)).toEqual({ phone: fifty });
    expect(phoneOf(`${fifty}5`)).toEqual({
      errors: ['phone: Keep the phone number under 51 characters'],
    });
  });

  it('may be left out of a booking, blank or absent, as null', () => {
    expect(phoneOf(undefined)).toEqual({ phone: null });
    expect(phoneOf('')).toEqual({ phone: null });
    expect(phoneOf('   ')).toEqual({ phone: null });
    expect(phoneOf(null)).toEqual({ phone: null });
  });

  it('is required by the form of a call, beside the other fields’ messages', () => {
    const missing = callBookingInput.safeParse({ ...form(''), name: '' });
    expect(missing.success).toBe(false);
    expect(messagesOf(missing.error!)).toEqual([
      'name: Enter your name',
      `phone: ${PHONE_REQUIRED_MESSAGE}`,
    ]);
    const tooShort = callBookingInput.safeParse(form('123456'));
    expect(messagesOf(tooShort.error!)).toEqual([`phone: ${PHONE_NUMBER_MESSAGE}`]);
    expect(callBookingInput.parse(form('(512) 555-0123')).phone).toBe('(512) 555-0123');
  });
});
