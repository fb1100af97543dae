import { describe, expect, it } from 'vitest';
import {
  byOldest,
  TODAY_KIND_RULES,
  todayDigestInput,
  todayDto,
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
    expect(byOldest(item('b', same), item('a', same))).toBe(1);
    expect(byOldest(item('b', '2026-12-01'), item('a', '2026-12-02'))).toBe(-1);
    expect(byOldest(item('a', same), item('b', same))).toBe(-1);
  });
});

describe('item keys', () => {
  it('name the kind, the record and its state', () => {
    expect(todayItemKey('follow-up-due', 'd1', '2026-12-07')).toBe('follow-up-due:d1:2026-12-07');
  });

  it('"Done" needs a key of reasonable length, and says so', () => {
    const message = (key: string) =>
      todayDoneInput.safeParse({ key }).error?.issues.map((issue) => issue.message);
    expect(message('  ')).toEqual(['Name the item to mark done']);
    expect(message('x'.repeat(301))).toEqual(['This item key is too long']);
    expect(todayDoneInput.safeParse({ key: 'x'.repeat(300) }).success).toBe(true);
  });

  it('the morning mail choice is a yes or a no', () => {
    expect(todayDigestInput.parse({ morningDigest: true })).toEqual({ morningDigest: true });
    expect(
      todayDigestInput.safeParse({ morningDigest: 'yes' }).error?.issues.map((i) => i.message),
    ).toEqual(['Choose whether to get the morning mail']);
    expect(todayDigestInput.safeParse({}).success).toBe(false);
  });
});

describe('each kind on the page', () => {
  it('has its heading, its one next action and the words of its button', () => {
    const rows = Object.entries(TODAY_KIND_RULES).map(([kind, rule]) => [
      kind,
      rule.permission,
      rule.heading,
      rule.action,
      rule.actionLabel,
    ]);
    expect(rows).toEqual([
      ['offer-expiring', 'admissions', 'Offers waiting for an answer', 'remind', 'Send reminder'],
      ['paper-to-review', 'admissions', 'Papers to review', 'open', 'Open papers'],
      [
        'signature-stalled',
        'partnerships',
        'Signatures waiting too long',
        'remind',
        'Send reminder',
      ],
      ['comment-awaiting-reply', 'partnerships', 'Comments waiting for a reply', 'reply', 'Reply'],
      ['gift-not-thanked', 'fundraising', 'Gifts not thanked', 'thank', 'Send thank-you letter'],
      ['follow-up-due', 'fundraising', 'Follow-ups due', 'open', 'Open donor'],
      ['mail-failed', 'owner', 'Mail that could not be delivered', 'retry', 'Try again'],
      ['backup-failed', 'owner', 'Backup failed', 'back-up', 'Back up now'],
    ]);
  });
});

describe('the answer of GET /api/today', () => {
  const section = sectionOf('gift-not-thanked', { items: [item('a', '2026-12-01')] }, new Set());

  it('holds sections of items and the morning mail choice', () => {
    expect(todayDto.parse({ sections: [section], morningDigest: false, mailServer: true })).toEqual(
      { sections: [section], morningDigest: false, mailServer: true },
    );
  });

  it('is refused when a part is missing', () => {
    const { items: _items, ...withoutItems } = section;
    const { reply: _reply, ...withoutReply } = section.items[0]!;
    expect(todayDto.safeParse({ sections: [section], mailServer: true }).success).toBe(false);
    expect(todayDto.safeParse({ sections: [section], morningDigest: true }).success).toBe(false);
    expect(
      todayDto.safeParse({ sections: [withoutItems], morningDigest: true, mailServer: true })
        .success,
    ).toBe(false);
    expect(
      todayDto.safeParse({
        sections: [{ ...section, items: [withoutReply] }],
        morningDigest: true,
        mailServer: true,
      }).success,
    ).toBe(false);
    expect(
      todayDto.safeParse({
        sections: [{ ...section, items: [{ ...section.items[0], reply: { shareLinkId: null } }] }],
        morningDigest: true,
        mailServer: true,
      }).success,
    ).toBe(false);
  });
});
