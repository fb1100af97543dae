import { describe, expect, it } from 'vitest';
import {
  describeReport,
  isMedianWithinBudget,
  isParagraph,
  scoreParagraphs,
} from '../../../../domain/readability/budget.ts';
import { unexplainedAbbreviations } from '../../../../domain/readability/abbreviations.ts';
import { CAMPUSES } from '../../../../domain/waiting-list/waiting-list.ts';
import { en } from './en.ts';
import { es } from './es.ts';
import type { WaitingListMailCopy } from './waiting-list-mail-copy.ts';

/** The waiting-list mails keep to the budgets of the family-facing pages (ADR 027). */

const facts = (copy: WaitingListMailCopy) => ({
  student: 'Ana López',
  campus: copy.campusNames.k12,
  supportEmail: 'admissions@example.org',
  supportPhone: '(281) 555-0100',
  receivedOn: 'March 2, 2026',
  contactBy: 'Friday, March 13, 2026',
  businessDays: '5',
  position: '3',
  total: '40',
  statusUrl: 'https://example.org/waiting-list/status/abc',
  campusNote: copy.campusNotes.k12,
  savedUrl: 'https://example.org/waiting-list/saved/abc',
  worksUntil: 'April 1, 2026',
  days: '30',
});

/** Every line of every mail; a list item ("- ...") is scored on its own, as it is read. */
function mailLines(copy: WaitingListMailCopy): string[] {
  const all = facts(copy);
  const messages = [
    copy.confirmation,
    copy.linkAgain,
    copy.linkRequested,
    copy.savedApplication,
    ...Object.values(copy.status),
  ];
  return messages
    .flatMap((message) => [message.subject(all.campus), ...message.body(all)])
    .map((line) => line.replace(/^- /, ''))
    .filter(isParagraph);
}

describe('readability of the waiting-list mails', () => {
  it.each([
    { language: 'en' as const, copy: en },
    { language: 'es' as const, copy: es },
  ])('$language: median within budget, no paragraph over it', ({ language, copy }) => {
    const report = scoreParagraphs(language, [...new Set(mailLines(copy))]);
    console.info(describeReport(`mails (${language})`, report));
    console.info(report.over.map((item) => `  ${item.score}: ${item.text}`).join('\n'));
    expect(report.count).toBeGreaterThan(20);
    expect(isMedianWithinBudget(language, report)).toBe(true);
    expect(report.over.map((item) => item.text)).toEqual([]);
  });
});

// The first mail is where a family first meets the campus name in writing; its abbreviations
// (K-12, STEM) are spelled out there, in the body (a subject has no room for it).
describe('abbreviations in the first mail', () => {
  it.each(
    [
      { language: 'en' as const, copy: en },
      { language: 'es' as const, copy: es },
    ].flatMap((item) => CAMPUSES.map((campus) => ({ ...item, campus }))),
  )(
    '$language, $campus: the confirmation spells out what the campus name abbreviates',
    ({ language, copy, campus }) => {
      const body = copy.confirmation
        .body({
          ...facts(copy),
          campus: copy.campusNames[campus],
          campusNote: copy.campusNotes[campus],
        })
        .join('\n');
      expect(unexplainedAbbreviations(body, language)).toEqual([]);
    },
  );
});
