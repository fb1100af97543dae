import {
  fernandezHuerta,
  fleschKincaidGrade,
  median,
  words,
  type Language,
} from './readability.ts';

/**
 * Budgets for family-facing copy (ADR 027), shared by the content test and the mail test.
 * English: Flesch–Kincaid median grade ≤ 7, no paragraph above grade 10. Spanish: Fernández-Huerta
 * median ≥ 70 ("bastante fácil", the band a grade-7 reader handles) and no paragraph below 55
 * (the lower edge of "normal" on the INFLESZ scale, which uses the same kind of figure).
 */
export const BUDGETS = {
  en: { median: 7, worst: 10 },
  es: { median: 70, worst: 55 },
} as const;

/** A paragraph worth scoring: a sentence of 8 words or more, not a label, a path or an address. */
export function isParagraph(text: string): boolean {
  if (/^(\/|https?:|mailto:)/.test(text.trim())) return false;
  return words(text).length >= 8 && /[.!?:]/.test(text);
}

/** Every string in a content module's exports (objects and arrays, deep); functions are skipped. */
export function collectStrings(value: unknown, skipKeys: ReadonlySet<string>): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap((item) => collectStrings(item, skipKeys));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) =>
      skipKeys.has(key) ? [] : collectStrings(item, skipKeys),
    );
  }
  return [];
}

export type Scored = { text: string; score: number };
export type ReadabilityReport = {
  count: number;
  median: number;
  worst: Scored | null;
  over: Scored[];
};

const score = (language: Language, text: string) =>
  language === 'en' ? fleschKincaidGrade(text) : fernandezHuerta(text);

/** Scores each paragraph; `over` lists the ones past the per-paragraph budget, worst first. */
export function scoreParagraphs(
  language: Language,
  paragraphs: readonly string[],
): ReadabilityReport {
  const scored = paragraphs.map((text) => ({ text, score: score(language, text) }));
  // English: a higher grade is harder. Spanish: a lower ease is harder.
  const harder = (a: Scored, b: Scored) =>
    language === 'en' ? b.score - a.score : a.score - b.score;
  const sorted = [...scored].sort(harder);
  const budget = BUDGETS[language].worst;
  return {
    count: scored.length,
    median: median(scored.map((item) => item.score)),
    worst: sorted[0] ?? null,
    over: sorted.filter((item) => (language === 'en' ? item.score > budget : item.score < budget)),
  };
}

export function isMedianWithinBudget(language: Language, report: ReadabilityReport): boolean {
  const budget = BUDGETS[language].median;
  return language === 'en' ? report.median <= budget : report.median >= budget;
}

export function describeReport(label: string, report: ReadabilityReport): string {
  const worst = report.worst ? `${report.worst.score} ("${report.worst.text.slice(0, 70)}…")` : '-';
  return `${label}: ${report.count} paragraphs, median ${report.median}, worst ${worst}, ${report.over.length} over budget`;
}
