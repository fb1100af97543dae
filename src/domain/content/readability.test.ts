import { describe, expect, it } from 'vitest';
import {
  collectStrings,
  describeReport,
  isMedianWithinBudget,
  isParagraph,
  scoreParagraphs,
} from '../readability/budget.ts';
import { FAMILY_MODULES } from './family-modules.ts';

/** Keys whose values are addresses, ids or file names, not sentences. */
const SKIP_KEYS = new Set(['to', 'path', 'href', 'id', 'src', 'campusId', 'file', 'icon']);

type Module = Record<string, unknown>;
const english = import.meta.glob<Module>(['./*.ts', '!./*.test.ts'], { eager: true });
const spanish = import.meta.glob<Module>(['./es/*.ts', '!./es/*.test.ts'], { eager: true });

const paragraphsOf = (modules: Record<string, Module>, prefix: string) =>
  FAMILY_MODULES.flatMap((name) => {
    const module = modules[`${prefix}${name}.ts`];
    if (!module) throw new Error(`${prefix}${name}.ts is missing`);
    return collectStrings(module, SKIP_KEYS).filter(isParagraph);
  });

// Before the check (ADR 027, 28 Nov 2026): English 21 of 153 paragraphs above grade 10, Spanish
// 25 of 158 below 55. All were rewritten; from here every paragraph is within budget.

describe('readability of family-facing pages', () => {
  it.each([
    { language: 'en' as const, paragraphs: paragraphsOf(english, './') },
    { language: 'es' as const, paragraphs: paragraphsOf(spanish, './es/') },
  ])('$language: median within budget, no paragraph over it', ({ language, paragraphs }) => {
    const report = scoreParagraphs(language, [...new Set(paragraphs)]);
    console.info(describeReport(`pages (${language})`, report));
    console.info(report.over.map((item) => `  ${item.score}: ${item.text}`).join('\n'));
    expect(report.count).toBeGreaterThan(50);
    expect(isMedianWithinBudget(language, report)).toBe(true);
    expect(report.over.map((item) => item.text)).toEqual([]);
  });
});
