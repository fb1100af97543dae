import { describe, expect, it } from 'vitest';
import {
  INFORMATION_SESSIONS,
  INVESTMENT_TIERS,
  MAIL_ACTIONS,
  VIRTUAL_TOURS_SECTION,
  buildMailto,
  telephoneHref,
} from './contact.ts';
import * as spanish from './es/contact.ts';

/** Where each card leads: the visits page (ADR 052) or a mail with its subject. */
const destination = (action: { to?: string; subject?: string }) =>
  action.to ?? `mail: ${action.subject}`;

describe('contact page content (public spec §2, §9)', () => {
  it('encodes the preset subject and body of a mailto link', () => {
    expect(buildMailto('support@example.org', { subject: 'Q & A? Yes' })).toBe(
      'mailto:support@example.org?subject=Q%20%26%20A%3F%20Yes',
    );
    expect(buildMailto('a@example.org', { subject: 'Hi', body: 'Line 1\nLine 2' })).toBe(
      'mailto:a@example.org?subject=Hi&body=Line%201%0ALine%202',
    );
  });

  it('offers inquiries and consultations by mail, and books tours and sessions on the visits page', () => {
    expect(MAIL_ACTIONS.map((action) => [action.id, destination(action)])).toEqual([
      ['inquiry', 'mail: Partnership & Investment Inquiry'],
      ['consultation', 'mail: Consultation Request: 30-minute Discovery Call'],
      ['virtual-tour', '/visits'],
      ['session', '/visits'],
    ]);
    expect(spanish.MAIL_ACTIONS.map(destination).slice(2)).toEqual(['/es/visits', '/es/visits']);
  });

  it('books the sessions, the discovery call and the tours on the visits page', () => {
    expect(INFORMATION_SESSIONS.sessions.map(destination)).toEqual([
      '/visits',
      '/visits',
      '/visits',
      '/visits',
    ]);
    expect(spanish.INFORMATION_SESSIONS.sessions.map(destination)).toEqual([
      '/es/visits',
      '/es/visits',
      '/es/visits',
      '/es/visits',
    ]);
    expect(VIRTUAL_TOURS_SECTION.to).toBe('/visits');
    expect(spanish.VIRTUAL_TOURS_SECTION.to).toBe('/es/visits');
  });

  it('states the information-session schedule of spec §9', () => {
    const schedules = INFORMATION_SESSIONS.sessions.map(
      ({ name, schedule }) => `${name}: ${schedule}`,
    );
    expect(schedules).toEqual([
      'Investor briefings: Every 2nd Tuesday, 7:00 PM CT',
      'Family sessions: Every Saturday, 10:00 AM CT',
      'Symposiums: Quarterly (four times a year)',
      'Discovery call: 30 minutes, on a weekday at a time you choose',
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
