import { describe, expect, it } from 'vitest';
import { PUBLIC_PAGE_PATHS } from '../../public-pages.ts';
import { pathInLocale } from '../../i18n.ts';

/**
 * Issue 11 item 5: each Spanish content module has exactly the keys of its English twin (the
 * compiler checks the types; this checks the values that reach the pages), the same figures, links
 * to the Spanish pages, and no English sentence copied over untranslated.
 */

type Module = Record<string, unknown>;
const english = import.meta.glob<Module>(['../*.ts', '!../*.test.ts'], { eager: true });
const spanish = import.meta.glob<Module>(['./*.ts', '!./*.test.ts'], { eager: true });

const twins = Object.entries(spanish).map(([path, module]) => {
  const name = path.slice(2);
  return { name, es: module, en: english[`../${name}`] };
});

/**
 * English words that do not occur in Spanish: a string that has them was not translated. In
 * lower case only, so names such as "The Woodlands" stay as they are.
 */
const ENGLISH_WORDS = /\b(the|and|of|to|for|with|our|your|you|we|is|are|will|this|that)\b/;
const ENGLISH_PUBLIC_PATHS = new Set<string>(PUBLIC_PAGE_PATHS);

/** Every difference between the two values that a translation must not have. */
function differences(en: unknown, es: unknown, where: string, key = ''): string[] {
  // null is "no text here": a language may add a note the other one does not need.
  if ((en === null && typeof es === 'string') || (es === null && typeof en === 'string')) return [];
  if (typeof en !== typeof es || Array.isArray(en) !== Array.isArray(es)) {
    return [`${where}: ${Array.isArray(en) ? 'array' : typeof en} in English, not in Spanish`];
  }
  if (typeof en === 'number' || typeof en === 'boolean' || en === null) {
    return en === es ? [] : [`${where}: ${String(en)} in English, ${String(es)} in Spanish`];
  }
  if (typeof en === 'function') {
    const fn = es as (...args: unknown[]) => unknown;
    // A translation may ignore an argument (a word the language does not inflect), never add one.
    return fn.length <= en.length ? [] : [`${where}: takes ${fn.length} arguments in Spanish`];
  }
  if (typeof en === 'string') {
    const text = es as string;
    const page = en.split('#')[0]!;
    if ((key === 'to' || key === 'path') && ENGLISH_PUBLIC_PATHS.has(page)) {
      const expected = pathInLocale(en, 'es');
      return text === expected ? [] : [`${where}: links to ${text}, not ${expected}`];
    }
    return text === en && ENGLISH_WORDS.test(en) ? [`${where}: not translated: "${en}"`] : [];
  }
  if (Array.isArray(en)) {
    const list = es as unknown[];
    if (en.length !== list.length) {
      return [`${where}: ${en.length} items in English, ${list.length} in Spanish`];
    }
    return en.flatMap((item, index) => differences(item, list[index], `${where}[${index}]`, key));
  }
  if (typeof en === 'object') {
    const a = en as Record<string, unknown>;
    const b = es as Record<string, unknown>;
    const missing = Object.keys(a)
      .filter((k) => !(k in b))
      .map((k) => `${where}.${k}: missing`);
    const extra = Object.keys(b)
      .filter((k) => !(k in a))
      .map((k) => `${where}.${k}: extra`);
    const inner = Object.keys(a)
      .filter((k) => k in b)
      .flatMap((k) => differences(a[k], b[k], `${where}.${k}`, k));
    return [...missing, ...extra, ...inner];
  }
  return [];
}

describe('Spanish content modules (src/domain/content/es)', () => {
  it('has an English twin for every Spanish module', () => {
    expect(twins.length).toBeGreaterThan(10);
    expect(twins.filter((twin) => !twin.en).map((twin) => twin.name)).toEqual([]);
  });

  it.each(twins.filter((twin) => twin.en))(
    '$name has the keys, figures and links of its English twin, translated',
    ({ name, en, es }) => {
      expect(differences(en, es, name)).toEqual([]);
    },
  );

  it('catches a missing key, an extra key, a changed figure and an untranslated sentence', () => {
    const en = { a: { title: 'Join the list', count: 3, to: '/about' }, b: ['x'] };
    const es = { a: { count: 4, to: '/about', extra: 'x' }, b: ['x', 'y'] };
    expect(differences(en, es, 'm')).toEqual([
      'm.a.title: missing',
      'm.a.extra: extra',
      'm.a.count: 3 in English, 4 in Spanish',
      'm.a.to: links to /about, not /es/about',
      'm.b: 1 items in English, 2 in Spanish',
    ]);
    expect(differences({ t: 'Join the list' }, { t: 'Join the list' }, 'm')).toEqual([
      'm.t: not translated: "Join the list"',
    ]);
  });
});
