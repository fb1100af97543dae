import { describe, expect, it } from 'vitest';
import { hideEmailAddress, identityCodeInput } from './signer-identity.ts';

describe('the signer identity rules', () => {
  it('shows an address by its first letter and its domain only', () => {
    expect(hideEmailAddress('avery.chen@example.org')).toBe('a•••@example.org');
    expect(hideEmailAddress('a@b.example')).toBe('a•••@b.example');
    // An odd address ("@" inside a quoted local part) keeps only what follows its last "@".
    expect(hideEmailAddress('"x@y"@example.org')).toBe('"•••@example.org');
    expect(hideEmailAddress('not-an-address')).toBe('•••');
  });

  it('takes six digits, spaces around them trimmed, and nothing else', () => {
    expect(identityCodeInput.parse({ code: ' 042917 ' })).toEqual({ code: '042917' });
    for (const code of ['42917', '0429170', '04291a', '', '042 917']) {
      expect(identityCodeInput.safeParse({ code }).success, code).toBe(false);
    }
  });
});
