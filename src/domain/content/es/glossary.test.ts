import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { collectStrings } from '../../readability/budget.ts';
import { FAMILY_MODULES } from '../family-modules.ts';

/**
 * The Spanish twins follow docs/glossary-es.md (ADR 027). When the English module has the
 * English term, its Spanish twin has the chosen Spanish term; no family-facing Spanish module has a
 * term to avoid.
 */

type Entry = { english: string[]; use: string[]; avoid: string[] };
type Module = Record<string, unknown>;

const split = (cell: string) =>
  cell
    .split(';')
    .map((term) => term.trim())
    .filter(Boolean);

export function parseGlossary(markdown: string): Entry[] {
  const table = markdown.split('\n## ')[0]!;
  return table
    .split('\n')
    .filter((line) => line.startsWith('|') && !/^\|\s*(English|---)/.test(line))
    .map((line) => line.split('|').slice(1, -1))
    .map(([english = '', use = '', avoid = '']) => ({
      english: split(english),
      use: split(use),
      avoid: split(avoid),
    }));
}

/** A whole word or phrase, any case; letters next to it (with accents) make it another word. */
const hasTerm = (text: string, term: string) =>
  new RegExp(
    `(?<![\\p{L}@.])${term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}])`,
    'iu',
  ).test(text);

const SKIP_KEYS = new Set(['to', 'path', 'href', 'id', 'src', 'campusId', 'file', 'icon']);
const english = import.meta.glob<Module>(['../*.ts', '!../*.test.ts'], { eager: true });
const spanish = import.meta.glob<Module>(['./*.ts', '!./*.test.ts'], { eager: true });
const textOf = (module: Module | undefined) => collectStrings(module, SKIP_KEYS).join('\n');

const glossary = parseGlossary(
  readFileSync(new URL('../../../../docs/glossary-es.md', import.meta.url), 'utf8'),
);

describe('Spanish glossary (docs/glossary-es.md)', () => {
  it('has entries with a term to use', () => {
    expect(glossary.length).toBeGreaterThan(10);
    expect(glossary.filter((entry) => entry.use.length === 0)).toEqual([]);
  });

  it.each([...FAMILY_MODULES])('es/%s.ts follows the glossary', (name) => {
    const en = textOf(english[`../${name}.ts`]);
    const es = textOf(spanish[`./${name}.ts`]);
    const problems = glossary.flatMap((entry) => {
      const avoided = entry.avoid
        .filter((term) => hasTerm(es, term))
        .map((term) => `uses "${term}" (use "${entry.use[0]}")`);
      const needed =
        entry.english.some((term) => hasTerm(en, term)) &&
        !entry.use.some((term) => hasTerm(es, term));
      return needed
        ? [
            ...avoided,
            `says "${entry.english[0]}" in English, no "${entry.use.join('" or "')}" in Spanish`,
          ]
        : avoided;
    });
    expect(problems).toEqual([]);
  });

  // The header, footer and partner pages are read by families too: a term to avoid is avoided on
  // every Spanish page, not only on the family-facing ones the budgets cover.
  it.each(Object.keys(spanish).map((path) => path.slice(2, -3)))(
    'es/%s.ts has no term to avoid',
    (name) => {
      const es = textOf(spanish[`./${name}.ts`]);
      const avoided = glossary.flatMap((entry) =>
        entry.avoid.filter((term) => hasTerm(es, term)).map((term) => `"${term}"`),
      );
      expect(avoided).toEqual([]);
    },
  );

  it('matches whole words only', () => {
    expect(hasTerm('Envíe la solicitud.', 'solicitud')).toBe(true);
    expect(hasTerm('Solicitudes', 'solicitud')).toBe(false);
    expect(hasTerm('admisiones@example.org', 'example')).toBe(false);
  });
});
