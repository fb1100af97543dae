import { describe, expect, it } from 'vitest';
import {
  formatIsoDate,
  mergePlaceholders,
  TEMPLATE_PLACEHOLDERS,
  TEMPLATE_PREVIEW_LENGTH,
  templateInput,
  templatePreview,
  updateTemplateInput,
} from './templates.ts';

const ALL_PLACEHOLDERS =
  '[COMPANY] and [PARTNER] agree from [EFFECTIVE_DATE] for [DURATION] months to [PURPOSE].';

describe('mergePlaceholders', () => {
  it('replaces every placeholder with its value', () => {
    expect(
      mergePlaceholders(ALL_PLACEHOLDERS, {
        company: 'NovaLearn Institute Group',
        partner: 'Lone Star Robotics',
        effectiveDate: '2026-01-15',
        duration: 12,
        purpose: 'evaluate a robotics curriculum',
      }),
    ).toBe(
      'NovaLearn Institute Group and Lone Star Robotics agree from Jan 15, 2026 for 12 months to evaluate a robotics curriculum.',
    );
  });

  it('replaces every occurrence, not only the first', () => {
    expect(mergePlaceholders('[PARTNER], [PARTNER] and [PARTNER]', { partner: 'Acme' })).toBe(
      'Acme, Acme and Acme',
    );
  });

  it('leaves a placeholder visible when its value is missing, null or empty', () => {
    expect(
      mergePlaceholders(ALL_PLACEHOLDERS, {
        company: 'NovaLearn',
        partner: null,
        effectiveDate: '',
        purpose: undefined,
      }),
    ).toBe(
      'NovaLearn and [PARTNER] agree from [EFFECTIVE_DATE] for [DURATION] months to [PURPOSE].',
    );
  });

  it('keeps a duration of 0 as a number rather than treating it as missing', () => {
    expect(mergePlaceholders('[DURATION] months', { duration: 0 })).toBe('0 months');
  });

  it('does not touch unknown brackets, lower-case tokens or partial tokens', () => {
    const text = '[SIGNATURE] [company] [COMPANY [PARTNER]]';
    expect(mergePlaceholders(text, { company: 'X', partner: 'Y' })).toBe(
      '[SIGNATURE] [company] [COMPANY Y]',
    );
  });

  it('inserts values literally, even when they look like replacement patterns or placeholders', () => {
    expect(
      mergePlaceholders('[PARTNER] / [COMPANY]', { partner: '$& $1 $$', company: '[PARTNER]' }),
    ).toBe('$& $1 $$ / [PARTNER]');
  });

  it('answers text without placeholders unchanged', () => {
    expect(mergePlaceholders('Plain text.', { company: 'X' })).toBe('Plain text.');
  });

  it('knows every placeholder the UI documents', () => {
    const text = TEMPLATE_PLACEHOLDERS.map((placeholder) => placeholder.token).join(' ');
    const merged = mergePlaceholders(text, {
      company: 'a',
      partner: 'b',
      effectiveDate: '2026-03-01',
      duration: 6,
      purpose: 'e',
    });
    expect(merged).toBe('a b Mar 1, 2026 6 e');
  });
});

describe('formatIsoDate', () => {
  it('formats as "MMM d, yyyy" whatever the time zone of the machine', () => {
    expect(formatIsoDate('2026-01-01')).toBe('Jan 1, 2026');
    expect(formatIsoDate('2025-12-31')).toBe('Dec 31, 2025');
    expect(formatIsoDate('2028-02-29')).toBe('Feb 29, 2028');
  });

  it('answers text that is not a date unchanged', () => {
    expect(formatIsoDate('someday')).toBe('someday');
  });
});

describe('templatePreview', () => {
  it(`keeps content up to ${TEMPLATE_PREVIEW_LENGTH} characters as it is`, () => {
    const exact = 'x'.repeat(TEMPLATE_PREVIEW_LENGTH);
    expect(templatePreview(exact)).toBe(exact);
    expect(templatePreview('Short')).toBe('Short');
  });

  it('cuts longer content to the first 200 characters and marks the cut', () => {
    const long = 'a'.repeat(TEMPLATE_PREVIEW_LENGTH) + 'b'.repeat(50);
    expect(templatePreview(long)).toBe(`${'a'.repeat(TEMPLATE_PREVIEW_LENGTH)}…`);
  });
});

describe('template input schemas', () => {
  it('requires name and content, trims them and defaults isDefault to false', () => {
    expect(templateInput.parse({ name: ' Mutual ', content: ' Text ' })).toEqual({
      name: 'Mutual',
      content: 'Text',
      isDefault: false,
    });
    const result = templateInput.safeParse({ name: '', content: '  ' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Enter a template name',
      'Enter the template text',
    ]);
  });

  it('lets an update change any subset, and nothing at all', () => {
    expect(updateTemplateInput.parse({})).toEqual({});
    expect(updateTemplateInput.parse({ isDefault: true })).toEqual({ isDefault: true });
    expect(updateTemplateInput.safeParse({ name: ' ' }).success).toBe(false);
  });
});
