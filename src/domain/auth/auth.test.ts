import { describe, expect, it } from 'vitest';
import { loginInput, passwordSchema, usernameSchema } from './auth.ts';

describe('loginInput', () => {
  it('needs both fields and trims the username only', () => {
    expect(loginInput.parse({ username: ' admin ', password: ' secret ' })).toEqual({
      username: 'admin',
      password: ' secret ',
    });
    const result = loginInput.safeParse({ username: '   ', password: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Enter your username',
      'Enter your password',
    ]);
  });
});

describe('new admin credentials', () => {
  it('accepts plain usernames and refuses spaces or symbols', () => {
    expect(usernameSchema.parse('maria.lopez')).toBe('maria.lopez');
    expect(usernameSchema.safeParse('maria lopez').success).toBe(false);
    expect(usernameSchema.safeParse('ab').success).toBe(false);
  });

  it('requires passwords of at least 12 characters', () => {
    expect(passwordSchema.safeParse('eleven chars').success).toBe(true);
    expect(passwordSchema.safeParse('short pass!').error?.issues[0]?.message).toBe(
      'Password must be at least 12 characters',
    );
  });
});
