import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import {
  LANGUAGE_CHOICE_KEY,
  buildLanguageChoiceScript,
  localeOfPath,
  pathInLocale,
} from './i18n.ts';
import { PRERENDERED_PATHS, PUBLIC_PAGE_PATHS } from '../site/public-pages.ts';

describe('page addresses per language', () => {
  it('puts Spanish pages under /es and finds the language of a path', () => {
    expect(pathInLocale('/', 'es')).toBe('/es');
    expect(pathInLocale('/about', 'es')).toBe('/es/about');
    expect(pathInLocale('/enrollment#k12', 'es')).toBe('/es/enrollment#k12');
    expect(pathInLocale('/es/about', 'en')).toBe('/about');
    expect(pathInLocale('/es/', 'en')).toBe('/');
    expect(pathInLocale('/es', 'en')).toBe('/');
    expect(pathInLocale('/es/about', 'es')).toBe('/es/about');
    expect(localeOfPath('/es/')).toBe('es');
    expect(localeOfPath('/es')).toBe('es');
    expect(localeOfPath('/escuela')).toBe('en');
    expect(localeOfPath('/about')).toBe('en');
  });

  it('prerenders every public page in both languages', () => {
    expect(PRERENDERED_PATHS).toHaveLength(PUBLIC_PAGE_PATHS.length * 2);
    expect(PRERENDERED_PATHS).toContain('/es');
    expect(PRERENDERED_PATHS).toContain('/es/enrollment');
  });
});

describe('the language choice script', () => {
  /** Runs the inline script as a browser would, with a stored choice, at an address. */
  function run(choice: string | null, pathname: string, hash = '') {
    const replaced: string[] = [];
    runInNewContext(buildLanguageChoiceScript(PUBLIC_PAGE_PATHS), {
      localStorage: { getItem: (key: string) => (key === LANGUAGE_CHOICE_KEY ? choice : null) },
      location: { pathname, search: '', hash, replace: (to: string) => replaced.push(to) },
    });
    return replaced;
  }

  it('takes a reader who chose Spanish to the Spanish page, and back for English', () => {
    expect(run('es', '/about', '#team')).toEqual(['/es/about#team']);
    expect(run('es', '/')).toEqual(['/es']);
    expect(run('en', '/es/enrollment')).toEqual(['/enrollment']);
  });

  it('leaves everyone else where they are', () => {
    expect(run(null, '/about')).toEqual([]);
    expect(run('es', '/es/about')).toEqual([]);
    expect(run('en', '/about')).toEqual([]);
    // Pages without a twin: the admin area and private links.
    expect(run('es', '/admin')).toEqual([]);
    expect(run('es', '/waiting-list/status/abc')).toEqual([]);
  });

  it('does nothing when storage is blocked', () => {
    expect(() =>
      runInNewContext(buildLanguageChoiceScript(PUBLIC_PAGE_PATHS), {
        localStorage: {
          getItem: () => {
            throw new Error('blocked');
          },
        },
        location: { pathname: '/', replace: () => undefined },
      }),
    ).not.toThrow();
  });
});
