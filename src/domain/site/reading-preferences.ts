/**
 * Reading preferences (ADR 008): text size, line spacing, letter and word spacing, font, theme and
 * reduced motion.
 * Saved in the browser under one localStorage key and applied as data attributes on <html>,
 * which app.css turns into sizes, spacing, fonts and colours. The first value of each list is
 * the default, and a default sets no attribute at all.
 */

export const READING_PREFERENCES_KEY = 'readingPreferences';

export const READING_OPTIONS = {
  textSize: ['default', 'large', 'larger'],
  lineSpacing: ['1.5', '1.8', '2.0'],
  /** 'wider' is WCAG 1.4.12's 0.12em; 'wide' half of it (app.css). */
  letterSpacing: ['normal', 'wide', 'wider'],
  /** 'wider' is WCAG 1.4.12's 0.16em; 'wide' half of it (app.css). */
  wordSpacing: ['normal', 'wide', 'wider'],
  font: ['default', 'atkinson-hyperlegible', 'opendyslexic'],
  theme: ['default', 'cream', 'dark', 'high-contrast'],
  reducedMotion: ['off', 'on'],
} as const;

export type ReadingPreferenceName = keyof typeof READING_OPTIONS;

export type ReadingPreferences = {
  [Name in ReadingPreferenceName]: (typeof READING_OPTIONS)[Name][number];
};

export type ReadingFont = ReadingPreferences['font'];
export type ReadingTheme = ReadingPreferences['theme'];

/** In the order the panel shows them (a test checks it covers READING_OPTIONS). */
export const READING_PREFERENCE_NAMES: readonly ReadingPreferenceName[] = [
  'textSize',
  'lineSpacing',
  'letterSpacing',
  'wordSpacing',
  'font',
  'theme',
  'reducedMotion',
];

export const DEFAULT_READING_PREFERENCES: ReadingPreferences = {
  textSize: 'default',
  lineSpacing: '1.5',
  letterSpacing: 'normal',
  wordSpacing: 'normal',
  font: 'default',
  theme: 'default',
  reducedMotion: 'off',
};

/** The attribute on <html> that carries each preference (app.css styles these). */
export const READING_ATTRIBUTES: Record<ReadingPreferenceName, string> = {
  textSize: 'data-text-size',
  lineSpacing: 'data-line-spacing',
  letterSpacing: 'data-letter-spacing',
  wordSpacing: 'data-word-spacing',
  font: 'data-font',
  theme: 'data-theme',
  reducedMotion: 'data-reduced-motion',
};

const isOption = <Name extends ReadingPreferenceName>(
  name: Name,
  value: unknown,
): value is ReadingPreferences[Name] =>
  (READING_OPTIONS[name] as readonly unknown[]).includes(value);

/**
 * Whatever is stored, a complete set of preferences: unknown or missing values (an older
 * version, a hand-edited entry, invalid JSON) fall back to the default one by one.
 */
export function parseReadingPreferences(stored: string | null): ReadingPreferences {
  let raw: unknown = null;
  try {
    raw = stored === null ? null : JSON.parse(stored);
  } catch {
    raw = null;
  }
  const record = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const result = { ...DEFAULT_READING_PREFERENCES };
  for (const name of READING_PREFERENCE_NAMES) {
    const value = record[name];
    if (isOption(name, value)) (result as Record<string, string>)[name] = value;
  }
  return result;
}

/** Each attribute with its value, or null where the preference is the default (no attribute). */
export function readingAttributes(preferences: ReadingPreferences): [string, string | null][] {
  return READING_PREFERENCE_NAMES.map((name) => [
    READING_ATTRIBUTES[name],
    preferences[name] === READING_OPTIONS[name][0] ? null : preferences[name],
  ]);
}

/**
 * The preferences a page shows, read back from its <html> attributes (`attributeOf`): what the
 * head script or the panel applied, even when storage is blocked and kept nothing.
 */
export function preferencesFromAttributes(
  attributeOf: (attribute: string) => string | null,
): ReadingPreferences {
  const shown: Record<string, string | null> = {};
  for (const name of READING_PREFERENCE_NAMES) shown[name] = attributeOf(READING_ATTRIBUTES[name]);
  return parseReadingPreferences(JSON.stringify(shown));
}

export const isDefaultReadingPreferences = (preferences: ReadingPreferences) =>
  READING_PREFERENCE_NAMES.every((name) => preferences[name] === DEFAULT_READING_PREFERENCES[name]);

/**
 * The inline script root.tsx puts in every page's <head>: it applies the saved choices before the
 * first paint. Plain ES5, no input from the page, wrapped in try/catch (storage can be blocked).
 * It is built from the constants above only, so it is the same bytes on every page and the
 * server's CSP hash of it (src/server/http/client-pages.ts) allows it everywhere. A stored value
 * is only ever compared with the allowed ones, never written into the page as it is. A function
 * rather than a constant, so browser bundles that do not call it leave this module out.
 */
export const buildReadingPreferencesScript = () =>
  '(function(){try{' +
  `var o=${JSON.stringify(READING_OPTIONS)},a=${JSON.stringify(READING_ATTRIBUTES)},` +
  `p=JSON.parse(localStorage.getItem(${JSON.stringify(READING_PREFERENCES_KEY)}))||{},` +
  'd=document.documentElement,k;' +
  'for(k in o)if(o[k].indexOf(p[k])>0)d.setAttribute(a[k],p[k])' +
  '}catch(e){}})()';
