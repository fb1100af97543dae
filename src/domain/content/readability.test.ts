import { describe, expect, it } from 'vitest';
import {
  collectStrings,
  describeReport,
  isMedianWithinBudget,
  isParagraph,
  scoreParagraphs,
} from '../readability-budget.ts';
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

/**
 * Paragraphs over the per-paragraph budget when the check was introduced (Step 22, 28 Nov 2026:
 * English 21 of 153, Spanish 25 of 158; after the first rewrites 17 of 162 and 21 of 166), still
 * to be rewritten. A ratchet: the count may only go down. Lower it when a rewrite brings a
 * paragraph within budget; the goal is 0.
 */
const KNOWN_OVER_BUDGET = { en: 17, es: 21 } as const;

describe('readability of family-facing pages', () => {
  it.each([
    { language: 'en' as const, paragraphs: paragraphsOf(english, './') },
    { language: 'es' as const, paragraphs: paragraphsOf(spanish, './es/') },
  ])('$language: median within budget, no new paragraph over it', ({ language, paragraphs }) => {
    const report = scoreParagraphs(language, [...new Set(paragraphs)]);
    console.info(describeReport(`pages (${language})`, report));
    console.info(report.over.map((item) => `  ${item.score}: ${item.text}`).join('\n'));
    expect(report.count).toBeGreaterThan(50);
    expect(isMedianWithinBudget(language, report)).toBe(true);
    expect(report.over.length).toBeLessThanOrEqual(KNOWN_OVER_BUDGET[language]);
  });
});
