import { describe, expect, inject, it } from 'vitest';
import { pathInLocale } from '../src/domain/i18n.ts';
import { PUBLIC_PAGE_PATHS } from '../src/domain/public-pages.ts';

/**
 * Issue 11 over plain HTTP: every public page has a Spanish twin under /es, prerendered with
 * lang="es", its own title and description and hreflang links both ways, and no English sentence
 * of the English page is left in it.
 */

const baseUrl = inject('baseUrl');

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#x27': "'",
  '#39': "'",
};
const decode = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_, name: string) => ENTITIES[name]!);

/**
 * The words a reader meets on the page: text between tags and the names given in aria-label,
 * title, alt and placeholder, each trimmed. Scripts, styles and the JSON-LD block are not read.
 */
function textsOf(html: string): Set<string> {
  const body = html
    .slice(html.indexOf('<body'))
    .replace(/<(script|style)[\s\S]*?<\/\1>/g, ' ')
    .replace(/<!--[\s\S]*?-->/g, '');
  const texts = new Set<string>();
  const add = (text: string) => {
    const trimmed = decode(text).replace(/\s+/g, ' ').trim();
    if (trimmed) texts.add(trimmed);
  };
  for (const match of body.matchAll(/>([^<]+)</g)) add(match[1]!);
  for (const match of body.matchAll(/\s(?:aria-label|title|alt|placeholder)="([^"]*)"/g))
    add(match[1]!);
  return texts;
}

/**
 * Text that is the same in both languages on purpose: names of the organisation, its schools,
 * places and partners, contact details and figures. Everything else a Spanish page shares with its
 * English twin is English left untranslated.
 */
const SAME_IN_BOTH_LANGUAGES = [
  /^[\d\s$%.,:+–—/-]*[MK]?$/, // figures, dates in digits, ranges
  /@/, // email addresses
  /^\(?\d{3}\)?[\s-]?\d{3}-\d{4}$/, // phone numbers
  /^(NovaLearn|Nexus|ILIAS|Texas Children|STEM|K-12|PDF)[^.!?]*$/, // names, without a sentence
  /^© /,
];

const isSharedOnPurpose = (text: string) =>
  SAME_IN_BOTH_LANGUAGES.some((pattern) => pattern.test(text)) || !/[a-z]{3,}/i.test(text);

async function page(path: string) {
  const response = await fetch(new URL(path, baseUrl));
  return { status: response.status, html: await response.text() };
}

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
const descriptionOf = (html: string) =>
  /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '';
const alternateOf = (html: string, lang: string) =>
  new RegExp(`<link rel="alternate" hrefLang="${lang}" href="([^"]+)"`, 'i').exec(html)?.[1];

describe('Spanish pages over plain HTTP (prerendered, no JavaScript)', () => {
  it.each(PUBLIC_PAGE_PATHS)(
    '%s has a Spanish twin with its own title and hreflang',
    async (path) => {
      const spanishPath = pathInLocale(path, 'es');
      const [english, spanish] = await Promise.all([page(path), page(spanishPath)]);
      expect(english.status).toBe(200);
      expect(spanish.status).toBe(200);
      expect(english.html).toMatch(/<html lang="en"/);
      expect(spanish.html).toMatch(/<html lang="es"/);

      expect(titleOf(spanish.html)).not.toBe(titleOf(english.html));
      expect(descriptionOf(spanish.html).length).toBeGreaterThan(50);
      expect(descriptionOf(spanish.html)).not.toBe(descriptionOf(english.html));

      // Each version names both, and English is the default for other languages.
      for (const html of [english.html, spanish.html]) {
        expect(alternateOf(html, 'en')).toMatch(new RegExp(`${path === '/' ? '/' : path}$`));
        expect(alternateOf(html, 'es')).toMatch(new RegExp(`${spanishPath}$`));
        expect(alternateOf(html, 'x-default')).toBe(alternateOf(html, 'en'));
      }
    },
  );

  it.each(PUBLIC_PAGE_PATHS)('%s in Spanish leaves no English text of the page', async (path) => {
    const [english, spanish] = await Promise.all([page(path), page(pathInLocale(path, 'es'))]);
    const englishTexts = textsOf(english.html);
    const untranslated = [...textsOf(spanish.html)].filter(
      (text) => englishTexts.has(text) && !isSharedOnPurpose(text),
    );
    expect(untranslated).toEqual([]);
  });
});
