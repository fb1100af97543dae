import { describe, expect, it } from 'vitest';
import {
  INFORMATION_SESSIONS,
  INVESTMENT_TIERS,
  MAIL_ACTIONS,
  buildMailto,
  telephoneHref,
} from './contact.ts';

describe('contact page content (public spec §2, §9)', () => {
  it('encodes the preset subject and body of a mailto link', () => {
    expect(buildMailto('support@example.org', { subject: 'Q & A? Yes' })).toBe(
      'mailto:support@example.org?subject=Q%20%26%20A%3F%20Yes',
    );
    expect(buildMailto('a@example.org', { subject: 'Hi', body: 'Line 1\nLine 2' })).toBe(
      'mailto:a@example.org?subject=Hi&body=Line%201%0ALine%202',
    );
  });

  it('offers mail buttons for inquiries, consultations, virtual tours and sessions', () => {
    expect(MAIL_ACTIONS.map((action) => action.id)).toEqual([
      'inquiry',
      'consultation',
      'virtual-tour',
      'session',
    ]);
    for (const action of MAIL_ACTIONS) expect(action.subject.length).toBeGreaterThan(0);
  });

  it('states the information-session schedule of spec §9', () => {
    const schedules = INFORMATION_SESSIONS.sessions.map(
      ({ name, schedule }) => `${name}: ${schedule}`,
    );
    expect(schedules).toEqual([
      'Investor briefings: Every 2nd Tuesday, 7:00 PM CT',
      'Family sessions: Every Saturday, 10:00 AM CT',
      'Symposiums: Quarterly (four times a year)',
      'Discovery call: 30 minutes, at a time we agree with you',
    ]);
  });

  it('lists the investor tiers largest first', () => {
    expect(INVESTMENT_TIERS.tiers.map((tier) => tier.amount)).toEqual(['$1M+', '$250K+', '$50K+']);
  });
});

describe('telephone links', () => {
  it('keeps only digits and "+", as the server does when it swaps the number', () => {
    expect(telephoneHref('(555) 010-0199')).toBe('tel:5550100199');
    expect(telephoneHref('+1 713 555 0100')).toBe('tel:+17135550100');
  });
});
