import { describe, expect, it } from 'vitest';
import {
  byOldest,
  offerExpiringBefore,
  sectionOf,
  signatureStalledSince,
  thankOverdueSince,
  todayDoneInput,
  todayItemKey,
  todayKindsFor,
  type TodayItemDto,
} from './today-items.ts';

const item = (key: string, since: string): TodayItemDto => ({
  key,
  kind: 'gift-not-thanked',
  targetId: key,
  title: key,
  detail: '',
  since,
  href: '/admin/crm',
  reply: null,
});

describe('which kinds a person sees', () => {
  it('admissions and fundraising: their four kinds, nothing of partnerships or owners', () => {
    expect(todayKindsFor(['admissions', 'fundraising'])).toEqual([
      'offer-expiring',
      'paper-to-review',
      'gift-not-thanked',
      'follow-up-due',
    ]);
  });

  it('partnerships: signatures and comments only', () => {
    expect(todayKindsFor(['partnerships'])).toEqual([
      'signature-stalled',
      'comment-awaiting-reply',
    ]);
  });

  it('an owner sees every kind, failed mail and backups included; a viewer none', () => {
    expect(todayKindsFor(['owner'])).toHaveLength(8);
    expect(todayKindsFor(['owner'])).toContain('backup-failed');
    expect(todayKindsFor(['viewer'])).toEqual([]);
  });
});

describe('the moments that put an item on the list', () => {
  const now = new Date('2026-12-07T15:00:00.000Z');

  it('offers: deadlines up to 48 hours ahead', () => {
    expect(offerExpiringBefore(now).toISOString()).toBe('2026-12-09T15:00:00.000Z');
  });

  it('signatures: links out 7 days or more', () => {
    expect(signatureStalledSince(now).toISOString()).toBe('2026-11-30T15:00:00.000Z');
  });

  it('gifts: recorded 48 hours ago or more', () => {
    expect(thankOverdueSince(now).toISOString()).toBe('2026-12-05T15:00:00.000Z');
  });
});

describe('a section', () => {
  it('counts every item of the module, lists those not done, oldest first', () => {
    const items = [
      item('c', '2026-12-03T00:00:00.000Z'),
      item('a', '2026-12-01T00:00:00.000Z'),
      item('b', '2026-12-02T00:00:00.000Z'),
    ];
    const section = sectionOf('gift-not-thanked', { items }, new Set(['b']));
    expect(section.total).toBe(3);
    expect(section.items.map((i) => i.key)).toEqual(['a', 'c']);
    expect(section).toMatchObject({
      heading: 'Gifts not thanked',
      action: 'thank',
      actionLabel: 'Send thank-you letter',
    });
  });

  it("takes the module's own total when its list is one page of more", () => {
    const section = sectionOf(
      'mail-failed',
      { items: [item('a', '2026-12-01')], total: 240 },
      new Set(),
    );
    expect(section.total).toBe(240);
  });

  it('orders items of the same moment by key, the same on every load', () => {
    const same = '2026-12-01T00:00:00.000Z';
    expect([item('b', same), item('a', same)].sort(byOldest).map((i) => i.key)).toEqual(['a', 'b']);
    expect(byOldest(item('a', same), item('a', same))).toBe(0);
    expect(byOldest(item('a', '2026-12-02'), item('b', '2026-12-01'))).toBe(1);
  });
});

describe('item keys', () => {
  it('name the kind, the record and its state', () => {
    expect(todayItemKey('follow-up-due', 'd1', '2026-12-07')).toBe('follow-up-due:d1:2026-12-07');
  });

  it('"Done" needs a key of reasonable length', () => {
    expect(todayDoneInput.safeParse({ key: '  ' }).success).toBe(false);
    expect(todayDoneInput.safeParse({ key: 'x'.repeat(301) }).success).toBe(false);
    expect(todayDoneInput.safeParse({ key: 'x'.repeat(300) }).success).toBe(true);
  });
});
