import { describe, expect, it } from 'vitest';
import { hasPermission, missingPermissionMessage, staffRolesSchema } from './staff-roles.ts';

describe('staffRolesSchema', () => {
  it('keeps each role once, in the order of the list, so equal grants compare equal', () => {
    expect(staffRolesSchema.parse(['viewer', 'owner', 'viewer'])).toEqual(['owner', 'viewer']);
  });
  it('needs at least one known role', () => {
    expect(staffRolesSchema.safeParse([]).error?.issues[0]?.message).toBe(
      'Choose at least one role',
    );
    expect(staffRolesSchema.safeParse(['boss']).error?.issues[0]?.message).toBe(
      'Choose a role from the list',
    );
    expect(staffRolesSchema.safeParse(undefined).error?.issues[0]?.message).toBe(
      'Choose at least one role',
    );
  });
});

describe('hasPermission', () => {
  it('gives owners everything and each area role its own area only', () => {
    expect(hasPermission(['owner'], 'fundraising')).toBe(true);
    expect(hasPermission(['fundraising'], 'fundraising')).toBe(true);
    expect(hasPermission(['fundraising'], 'admissions')).toBe(false);
    expect(hasPermission(['admissions', 'partnerships'], 'partnerships')).toBe(true);
    expect(hasPermission(['viewer'], 'dashboards')).toBe(true);
    expect(hasPermission(['viewer'], 'owner')).toBe(false);
    expect(hasPermission([], 'signed-in')).toBe(false);
  });
  it('names the missing role', () => {
    expect(missingPermissionMessage('fundraising')).toBe('This needs the fundraising role.');
    expect(missingPermissionMessage('owner')).toBe('This needs the owner role.');
  });
});
