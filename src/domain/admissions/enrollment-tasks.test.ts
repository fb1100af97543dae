import { describe, expect, it } from 'vitest';
import {
  enrollmentTasks,
  STUCK_AFTER_DAYS,
  stuckTasks,
  type EnrollmentTaskFacts,
} from './enrollment-tasks.ts';

const FACTS: EnrollmentTaskFacts = {
  agreement: 'not-sent',
  papers: { received: 0, reviewed: 0 },
  firstDay: '2027-08-15',
  today: '2027-05-01',
};
const statusOf = (facts: Partial<EnrollmentTaskFacts>, task: string) =>
  enrollmentTasks({ ...FACTS, ...facts }).find((state) => state.task === task)!.status;

describe('the enrollment task list', () => {
  it('lists the tasks in the order a family meets them', () => {
    expect(enrollmentTasks(FACTS)).toEqual([
      { task: 'agreement', status: 'waiting-for-us' },
      { task: 'papers', status: 'not-started' },
      { task: 'visit', status: 'waiting-for-us' },
      { task: 'first-day', status: 'not-started' },
    ]);
  });

  it('follows the agreement from sent to signed', () => {
    expect(statusOf({ agreement: 'not-sent' }, 'agreement')).toBe('waiting-for-us');
    expect(statusOf({ agreement: 'sent' }, 'agreement')).toBe('not-started');
    expect(statusOf({ agreement: 'partly-signed' }, 'agreement')).toBe('in-progress');
    expect(statusOf({ agreement: 'signed' }, 'agreement')).toBe('completed');
  });

  it('completes papers once one came and every one that came was reviewed', () => {
    expect(statusOf({ papers: { received: 0, reviewed: 0 } }, 'papers')).toBe('not-started');
    expect(statusOf({ papers: { received: 1, reviewed: 0 } }, 'papers')).toBe('in-progress');
    expect(statusOf({ papers: { received: 2, reviewed: 1 } }, 'papers')).toBe('in-progress');
    expect(statusOf({ papers: { received: 1, reviewed: 1 } }, 'papers')).toBe('completed');
  });

  it('completes the first day on that day, not the day before', () => {
    expect(statusOf({ today: '2027-08-14' }, 'first-day')).toBe('not-started');
    expect(statusOf({ today: '2027-08-15' }, 'first-day')).toBe('completed');
    expect(statusOf({ today: '2027-08-16' }, 'first-day')).toBe('completed');
  });
});

describe('families who seem stuck', () => {
  const acceptedAt = new Date('2027-05-01T15:00:00Z');
  const after = (days: number, ms = 0) => new Date(acceptedAt.getTime() + days * 86_400_000 + ms);
  const tasks = (facts: Partial<EnrollmentTaskFacts>) => enrollmentTasks({ ...FACTS, ...facts });

  it('are not stuck on the last of the allowed days, and are one day later', () => {
    const waiting = tasks({ agreement: 'sent' });
    expect(stuckTasks(waiting, acceptedAt, after(STUCK_AFTER_DAYS + 1, -1))).toEqual([]);
    expect(stuckTasks(waiting, acceptedAt, after(STUCK_AFTER_DAYS + 1))).toEqual([
      'agreement',
      'papers',
    ]);
  });

  it('counts only what is the family’s turn', () => {
    const late = after(30);
    // Nothing sent yet, papers waiting for review: the school's turn on both.
    expect(stuckTasks(tasks({ papers: { received: 2, reviewed: 0 } }), acceptedAt, late)).toEqual(
      [],
    );
    expect(stuckTasks(tasks({ agreement: 'partly-signed' }), acceptedAt, late)).toEqual([
      'agreement',
      'papers',
    ]);
    expect(
      stuckTasks(
        tasks({ agreement: 'signed', papers: { received: 1, reviewed: 1 } }),
        acceptedAt,
        late,
      ),
    ).toEqual([]);
  });
});
