import { describe, expect, it } from 'vitest';
import { PARTNER_FALLBACK_NAME, renderNdaText, unfilledPlaceholders } from './nda-text.ts';

const FACTS = {
  organisationName: 'NovaLearn Institute Group',
  partnerCompanyName: 'Lone Star Robotics',
  effectiveDate: '2026-03-08',
  duration: 18,
  purpose: 'plan a joint robotics lab',
};
const render = (content: string, overrides: Partial<typeof FACTS> = {}) =>
  renderNdaText({ ...FACTS, ...overrides, content });

describe('renderNdaText', () => {
  it('fills all five placeholders, the date as "MMM d, yyyy"', () => {
    expect(
      render('[COMPANY] / [PARTNER] / [EFFECTIVE_DATE] / [DURATION] months / to [PURPOSE].'),
    ).toBe(
      'NovaLearn Institute Group / Lone Star Robotics / Mar 8, 2026 / 18 months / to plan a joint robotics lab.',
    );
  });

  it('fills a placeholder at the very start and at the very end', () => {
    expect(render('[PARTNER] agrees with [COMPANY]')).toBe(
      'Lone Star Robotics agrees with NovaLearn Institute Group',
    );
    expect(render('[DURATION]')).toBe('18');
  });

  it('fills every repetition of a placeholder, adjacent ones too', () => {
    expect(render('[DURATION][DURATION] and [PARTNER], [PARTNER]')).toBe(
      '1818 and Lone Star Robotics, Lone Star Robotics',
    );
  });

  it('leaves unknown and misspelt placeholders exactly as written', () => {
    expect(render('[SIGNATURE] [Company] [PARTNER_NAME] [ PARTNER ] [PARTNER')).toBe(
      '[SIGNATURE] [Company] [PARTNER_NAME] [ PARTNER ] [PARTNER',
    );
  });

  it('keeps an empty or blank purpose visible as [PURPOSE]', () => {
    expect(render('in order to [PURPOSE].', { purpose: '' })).toBe('in order to [PURPOSE].');
    expect(render('in order to [PURPOSE].', { purpose: '   ' })).toBe('in order to [PURPOSE].');
    expect(renderNdaText({ ...FACTS, purpose: null, content: '[PURPOSE]' })).toBe('[PURPOSE]');
  });

  it('names the partner "Partner Company" when there is no company name', () => {
    expect(render('[PARTNER]', { partnerCompanyName: null as unknown as string })).toBe(
      PARTNER_FALLBACK_NAME,
    );
    expect(render('[PARTNER]', { partnerCompanyName: ' ' })).toBe(PARTNER_FALLBACK_NAME);
  });

  it('inserts values literally, never as patterns or as placeholders to fill again', () => {
    expect(render('[PURPOSE] [PARTNER]', { purpose: '$& [PARTNER] $1' })).toBe(
      '$& [PARTNER] $1 Lone Star Robotics',
    );
  });

  it('answers empty content and text without placeholders unchanged', () => {
    expect(render('')).toBe('');
    expect(render('Plain text.\n\nTwo paragraphs.')).toBe('Plain text.\n\nTwo paragraphs.');
  });
});

describe('unfilledPlaceholders', () => {
  it('lists our placeholders still in the text, once each, and ignores unknown ones', () => {
    expect(unfilledPlaceholders('[PURPOSE] [SIGNATURE] [PURPOSE] [PARTNER]')).toEqual([
      '[PURPOSE]',
      '[PARTNER]',
    ]);
    expect(unfilledPlaceholders(render('All [COMPANY] [PURPOSE]'))).toEqual([]);
  });
});
