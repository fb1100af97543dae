import { describe, expect, it } from 'vitest';
import { ADMIN_TOKEN_KEY, ADMIN_USER_KEY } from '../auth/admin-session.ts';
import { DOCUMENT_STATUS_LABELS, DEFAULT_NDA_DURATION_MONTHS } from '../documents/documents.ts';
import {
  CAMPUS_NAMES,
  ENROLLMENT_PREFERENCE_LABELS,
  GRADE_LEVELS,
} from '../waiting-list/waiting-list.ts';
import {
  ACCESS_LEVELS,
  SHARE_EXPIRY_DAYS_OPTIONS,
  TEMPORARY_LINK_DAYS,
} from '../sharing/sharing.ts';

/** Values the specs fix letter for letter: other systems and users depend on them. */
describe('constants copied from the specs', () => {
  it('admin spec: storage keys, status labels, sharing options', () => {
    expect([ADMIN_TOKEN_KEY, ADMIN_USER_KEY]).toEqual(['adminToken', 'adminUser']);
    expect(DOCUMENT_STATUS_LABELS).toEqual({
      draft: 'Draft',
      sent: 'Sent',
      viewed: 'Viewed',
      pending: 'Pending Signature',
      completed: 'Completed',
      expired: 'Expired',
    });
    expect(DEFAULT_NDA_DURATION_MONTHS).toBe(12);
    expect(ACCESS_LEVELS).toEqual(['view', 'comment', 'edit']);
    expect(SHARE_EXPIRY_DAYS_OPTIONS).toEqual([1, 7, 30]);
    expect(TEMPORARY_LINK_DAYS).toBe(7);
  });

  it('public spec: campus names, grade levels and enrollment terms', () => {
    expect(CAMPUS_NAMES).toEqual({
      k12: 'K-12 Campus (NovaLearn Academy)',
      bridge: 'Bridge Campus (Nexus STEM College)',
    });
    expect(GRADE_LEVELS).toHaveLength(14);
    expect(GRADE_LEVELS[0]).toBe('kindergarten');
    expect(GRADE_LEVELS[1]).toBe('1st-grade');
    expect(GRADE_LEVELS[12]).toBe('12th-grade');
    expect(GRADE_LEVELS[13]).toBe('early-college');
    expect(ENROLLMENT_PREFERENCE_LABELS).toEqual({
      fall: 'Fall 2025',
      spring: 'Spring 2026',
      summer: 'Summer 2026',
    });
  });
});
