import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_LINK_LIFETIME_MS,
  RECOVERY_CODE_ALPHABET,
  formatRecoveryCode,
  isTotpCode,
  normaliseRecoveryCode,
  secondStepInput,
  setPasswordInput,
} from './account-security.ts';

describe('recovery codes', () => {
  it('shows ten characters as two groups of five', () => {
    expect(formatRecoveryCode('abcdefghjk')).toBe('abcde-fghjk');
  });

  it('reads a typed code back however it was spaced or cased', () => {
    expect(normaliseRecoveryCode(' ABCDE-FGHJK ')).toBe('abcdefghjk');
    expect(normaliseRecoveryCode('abc de\tfg-h-jk')).toBe('abcdefghjk');
  });

  it('leaves out characters that are easy to misread', () => {
    for (const confusable of ['0', 'o', '1', 'l', 'i']) {
      expect(RECOVERY_CODE_ALPHABET).not.toContain(confusable);
    }
    expect(new Set(RECOVERY_CODE_ALPHABET).size).toBe(RECOVERY_CODE_ALPHABET.length);
  });
});

describe('isTotpCode', () => {
  it('takes exactly six digits, spaces ignored', () => {
    expect(isTotpCode('123456')).toBe(true);
    expect(isTotpCode('123 456')).toBe(true);
    expect(isTotpCode('12345')).toBe(false);
    expect(isTotpCode('1234567')).toBe(false);
    expect(isTotpCode('abcde-fghjk')).toBe(false);
    expect(isTotpCode('12345a')).toBe(false);
  });
});

describe('link lifetimes', () => {
  it('gives an invitation 72 hours and a reset 60 minutes', () => {
    expect(ACCOUNT_LINK_LIFETIME_MS.invite).toBe(72 * 60 * 60 * 1000);
    expect(ACCOUNT_LINK_LIFETIME_MS.reset).toBe(60 * 60 * 1000);
  });
});

describe('schemas', () => {
  it('asks for a password of at least 12 characters on the link page', () => {
    expect(setPasswordInput.safeParse({ token: 'k', password: 'x'.repeat(11) }).success).toBe(
      false,
    );
    expect(setPasswordInput.safeParse({ token: 'k', password: 'x'.repeat(12) }).success).toBe(true);
    expect(setPasswordInput.safeParse({ token: ' ', password: 'x'.repeat(12) }).success).toBe(
      false,
    );
  });

  it('asks for a code in the second step', () => {
    const parsed = secondStepInput.safeParse({ challengeToken: 't', code: '  ' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe('Enter the code');
  });
});
