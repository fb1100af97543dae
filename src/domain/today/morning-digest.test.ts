import { describe, expect, it } from 'vitest';
import { isMorningDigestDue, morningDigestMail } from './morning-digest.ts';
import { sectionOf, type TodayItemDto } from './today-items.ts';

// Monday 7 December 2026: 7:00 AM in Chicago (CST, UTC−6) is 13:00 UTC.
const SEVEN_AM_MONDAY = new Date('2026-12-07T13:00:00.000Z');

describe('when the morning mail is due', () => {
  it('from 7:00 AM Chicago time on a weekday, not a minute before', () => {
    expect(isMorningDigestDue(SEVEN_AM_MONDAY, null)).toBe(true);
    expect(isMorningDigestDue(new Date('2026-12-07T12:59:59.999Z'), null)).toBe(false);
  });

  it('once a day: not again once that day is recorded, again the next weekday', () => {
    expect(isMorningDigestDue(SEVEN_AM_MONDAY, '2026-12-07')).toBe(false);
    expect(isMorningDigestDue(new Date('2026-12-08T13:00:00.000Z'), '2026-12-07')).toBe(true);
  });

  it('not on Saturday or Sunday', () => {
    expect(isMorningDigestDue(new Date('2026-12-05T15:00:00.000Z'), null)).toBe(false);
    expect(isMorningDigestDue(new Date('2026-12-06T15:00:00.000Z'), null)).toBe(false);
  });

  it('keeps 7:00 AM local across the clock change (CDT, UTC−5, in summer)', () => {
    expect(isMorningDigestDue(new Date('2026-07-06T12:00:00.000Z'), null)).toBe(true);
    expect(isMorningDigestDue(new Date('2026-07-06T11:59:00.000Z'), null)).toBe(false);
  });
});

const gift: TodayItemDto = {
  key: 'gift-not-thanked:g1:unthanked',
  kind: 'gift-not-thanked',
  targetId: 'g1',
  title: 'Ana López — $50.00',
  detail: 'Gift of Dec 4, 2026.',
  since: '2026-12-04T15:00:00.000Z',
  href: '/admin/crm/donors/d1',
  reply: null,
};

describe('the morning mail', () => {
  it('lists each item with its page and says how to turn the mail off', () => {
    const mail = morningDigestMail({
      name: 'Rosa',
      sections: [sectionOf('gift-not-thanked', { items: [gift] }, new Set())],
      publicUrl: 'https://school.example',
      now: SEVEN_AM_MONDAY,
    });
    expect(mail?.subject).toBe('Today: 1 thing needs you');
    expect(mail?.text).toBe(
      [
        'Good morning, Rosa.',
        '',
        '1 thing needs you today, Dec 7, 2026:',
        '',
        'Gifts not thanked (1)',
        '- Ana López — $50.00',
        '  Gift of Dec 4, 2026.',
        '  https://school.example/admin/crm/donors/d1',
        '',
        'Open your Today list: https://school.example/admin/today',
        'You get this mail because you turned on "Morning mail" there. Turn it off on the same page.',
      ].join('\n'),
    );
  });

  it('counts in the plural and skips empty sections', () => {
    const mail = morningDigestMail({
      name: 'Rosa',
      sections: [
        sectionOf('gift-not-thanked', { items: [gift, { ...gift, key: 'k2' }] }, new Set()),
        sectionOf('follow-up-due', { items: [] }, new Set()),
      ],
      publicUrl: 'https://school.example',
      now: SEVEN_AM_MONDAY,
    });
    expect(mail?.subject).toBe('Today: 2 things need you');
    expect(mail?.text).toContain('2 things need you today, Dec 7, 2026:');
    expect(mail?.text).not.toContain('Follow-ups due');
  });

  it('is not sent when nothing needs the person', () => {
    const empty = sectionOf('gift-not-thanked', { items: [gift] }, new Set([gift.key]));
    expect(
      morningDigestMail({
        name: 'Rosa',
        sections: [empty],
        publicUrl: 'https://x',
        now: SEVEN_AM_MONDAY,
      }),
    ).toBeNull();
  });
});
