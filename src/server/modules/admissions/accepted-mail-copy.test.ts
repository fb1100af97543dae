import { describe, expect, it } from 'vitest';
import {
  describeReport,
  isMedianWithinBudget,
  isParagraph,
  scoreParagraphs,
} from '../../../domain/readability/budget.ts';
import { acceptedMailCopyFor } from './accepted-mail-copy.ts';

/** The mail after an accepted seat keeps to the budgets of the other family mails (ADR 027). */
describe('readability of the accepted-seat mail', () => {
  it.each(['en', 'es'] as const)('%s: median within budget, no paragraph over it', (language) => {
    const copy = acceptedMailCopyFor(language);
    const lines = [
      copy.subject('K-12 Campus'),
      ...copy.body({
        student: 'Ana López',
        campus: 'K-12 Campus',
        place: '3rd grade',
        term: 'Fall 2027',
        callBy: 'Friday, March 13, 2026',
        businessDays: 3,
        supportEmail: 'admissions@example.org',
      }),
    ]
      .map((line) => line.replace(/^\d\. /, ''))
      .filter(isParagraph);
    const report = scoreParagraphs(language, lines);
    console.info(describeReport(`accepted-seat mail (${language})`, report));
    expect(report.count).toBeGreaterThan(4);
    expect(isMedianWithinBudget(language, report)).toBe(true);
    expect(report.over.map((item) => item.text)).toEqual([]);
  });
});
