import { describe, expect, it } from 'vitest';
import {
  statusLinkRequestInput,
  updateWaitingListEntryInput,
  waitingListInput,
} from './schemas.ts';

describe('waitingListInput', () => {
  it('turns the empty "Choose…" option into null and names the list for anything else', () => {
    const base = { campus: 'k12', firstName: 'Ava', lastName: 'Nguyen', email: 'a@example.org' };
    expect(waitingListInput.parse({ ...base, gradeLevel: '' })).toMatchObject({ gradeLevel: null });
    const result = waitingListInput.safeParse({ ...base, gradeLevel: 'grade-13' });
    expect(result.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['gradeLevel'], 'Choose a grade level from the list'],
    ]);
  });
});

describe('updateWaitingListEntryInput', () => {
  it('leaves absent staff notes alone (undefined) and clears them with null or ""', () => {
    expect(updateWaitingListEntryInput.parse({ status: 'invited' }).staffNotes).toBeUndefined();
    expect(updateWaitingListEntryInput.parse({ staffNotes: '' }).staffNotes).toBeNull();
    expect(updateWaitingListEntryInput.parse({ staffNotes: null }).staffNotes).toBeNull();
  });

  it('needs a reason with a priority', () => {
    expect(updateWaitingListEntryInput.safeParse({ priority: 3 }).success).toBe(false);
    expect(updateWaitingListEntryInput.parse({ priority: 3, reason: 'Sibling' })).toMatchObject({
      priority: 3,
      reason: 'Sibling',
    });
  });
});

describe('statusLinkRequestInput ("Email me my link")', () => {
  it('takes an address as typed (trimmed) and the page language, English by default', () => {
    expect(statusLinkRequestInput.parse({ email: ' Ana@Example.org ' })).toEqual({
      email: 'Ana@Example.org',
      language: 'en',
    });
    expect(statusLinkRequestInput.parse({ email: 'a@example.org', language: 'es' }).language).toBe(
      'es',
    );
  });

  it('refuses what is not an address, with the enrollment form’s words', () => {
    const result = statusLinkRequestInput.safeParse({ email: 'ana-at-example.org' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Enter a valid email address, like name@example.org',
    ]);
    expect(
      statusLinkRequestInput.safeParse({ email: 'a@example.org', language: 'fr' }).success,
    ).toBe(false);
  });
});
