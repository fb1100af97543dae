import { describe, expect, it } from 'vitest';
import {
  INVITATION_CONTACT_BUSINESS_DAYS,
  addBusinessDays,
  formatContactDay,
  invitationContactBy,
} from './invitation.ts';

describe('the day an invited family will have heard from us by', () => {
  it('counts business days, Monday to Friday, over weekends and months', () => {
    expect(addBusinessDays('2026-03-06', 5)).toBe('2026-03-13'); // Friday → Friday
    expect(addBusinessDays('2026-03-07', 5)).toBe('2026-03-13'); // Saturday → Friday
    expect(addBusinessDays('2026-03-08', 1)).toBe('2026-03-09'); // Sunday → Monday
    expect(addBusinessDays('2026-03-09', 5)).toBe('2026-03-16'); // Monday → Monday
    expect(addBusinessDays('2026-12-30', 3)).toBe('2027-01-04'); // across the year
    expect(addBusinessDays('2028-02-28', 2)).toBe('2028-03-01'); // leap year
  });

  it('starts from the day of the invitation in Texas, not in UTC', () => {
    expect(INVITATION_CONTACT_BUSINESS_DAYS).toBe(5);
    // 9 p.m. on Friday March 6 in Texas is Saturday in UTC; the count starts on Friday.
    expect(invitationContactBy(new Date('2026-03-07T03:00:00Z'))).toBe('2026-03-13');
    expect(invitationContactBy(new Date('2026-03-09T15:00:00Z'))).toBe('2026-03-16');
  });

  it('writes the day with its weekday, in the reader’s language', () => {
    expect(formatContactDay('2026-03-13', 'en-US')).toBe('Friday, March 13, 2026');
    expect(formatContactDay('2026-06-17', 'es-US')).toBe('miércoles, 17 de junio de 2026');
  });
});
