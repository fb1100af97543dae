import { describe, expect, it } from 'vitest';
import {
  describeReport,
  isMedianWithinBudget,
  isParagraph,
  scoreParagraphs,
} from '../../../domain/readability/budget.ts';
import { PAPER_KIND_LABELS } from '../../../domain/family-papers/papers.ts';
import { PAPER_REQUEST_COPY } from './paper-request-mail.ts';

/** The mail asking for a paper keeps to the budgets of the other family mails (ADR 027). */
describe('readability of the paper request mail', () => {
  it.each(['en', 'es'] as const)('%s: median within budget, no paragraph over it', (language) => {
    const copy = PAPER_REQUEST_COPY[language];
    const lines = [
      copy.subject('K-12 Campus'),
      ...copy.body({
        student: 'Ana López',
        campus: 'K-12 Campus',
        paper: PAPER_KIND_LABELS[language].evaluation,
        note: undefined,
        statusUrl: 'https://example.org/waiting-list/status/abc',
        supportEmail: 'admissions@example.org',
      }),
    ].filter(isParagraph);
    const report = scoreParagraphs(language, lines);
    console.info(describeReport(`paper request mail (${language})`, report));
    expect(report.count).toBeGreaterThan(3);
    expect(isMedianWithinBudget(language, report)).toBe(true);
    expect(report.over.map((item) => item.text)).toEqual([]);
  });
});
