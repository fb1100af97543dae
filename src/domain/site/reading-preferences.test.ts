import { describe, expect, it } from 'vitest';
import {
  DEFAULT_READING_PREFERENCES,
  READING_OPTIONS,
  READING_PREFERENCES_KEY,
  READING_PREFERENCE_NAMES,
  buildReadingPreferencesScript,
  isDefaultReadingPreferences,
  parseReadingPreferences,
  readingAttributes,
  type ReadingPreferences,
} from './reading-preferences.ts';

const CHOSEN: ReadingPreferences = {
  textSize: 'larger',
  lineSpacing: '2.0',
  letterSpacing: 'wider',
  wordSpacing: 'wide',
  font: 'opendyslexic',
  theme: 'high-contrast',
  reducedMotion: 'on',
};

const SCRIPT = buildReadingPreferencesScript();

/** Runs the inline script against a stand-in <html> and storage; returns the attributes set. */
function runInlineScript(stored: string | null, storageThrows = false): Record<string, string> {
  const attributes: Record<string, string> = {};
  const documentElement = {
    setAttribute: (name: string, value: string) => (attributes[name] = value),
  };
  const localStorage = {
    getItem: (key: string) => {
      if (storageThrows) throw new Error('SecurityError');
      return key === READING_PREFERENCES_KEY ? stored : null;
    },
  };
  new Function('document', 'localStorage', SCRIPT)({ documentElement }, localStorage);
  return attributes;
}

const setAttributes = (preferences: ReadingPreferences) =>
  Object.fromEntries(readingAttributes(preferences).filter(([, value]) => value !== null));

describe('reading preferences', () => {
  it('falls back to the defaults, one preference at a time', () => {
    expect(parseReadingPreferences(null)).toEqual(DEFAULT_READING_PREFERENCES);
    expect(parseReadingPreferences('not json')).toEqual(DEFAULT_READING_PREFERENCES);
    expect(parseReadingPreferences('"dark"')).toEqual(DEFAULT_READING_PREFERENCES);
    expect(parseReadingPreferences('{"theme":"dark","textSize":"huge","font":3}')).toEqual({
      ...DEFAULT_READING_PREFERENCES,
      theme: 'dark',
    });
    expect(parseReadingPreferences(JSON.stringify(CHOSEN))).toEqual(CHOSEN);
  });

  it('sets an attribute only for a choice that is not the default', () => {
    expect(setAttributes(DEFAULT_READING_PREFERENCES)).toEqual({});
    expect(setAttributes({ ...DEFAULT_READING_PREFERENCES, theme: 'cream' })).toEqual({
      'data-theme': 'cream',
    });
    expect(isDefaultReadingPreferences(DEFAULT_READING_PREFERENCES)).toBe(true);
    expect(isDefaultReadingPreferences(CHOSEN)).toBe(false);
  });

  it('applies in the inline script exactly what the panel applies', () => {
    expect(runInlineScript(JSON.stringify(CHOSEN))).toEqual(setAttributes(CHOSEN));
    const partly = { ...DEFAULT_READING_PREFERENCES, lineSpacing: '1.8', theme: 'dark' } as const;
    expect(runInlineScript(JSON.stringify(partly))).toEqual(setAttributes(partly));
  });

  it('ignores unknown, hostile or unreadable storage in the inline script', () => {
    expect(runInlineScript(null)).toEqual({});
    expect(runInlineScript('{oops')).toEqual({});
    expect(runInlineScript('{"theme":"\\"><script>alert(1)</script>"}')).toEqual({});
    expect(runInlineScript('{"theme":"default","font":"opendyslexic"}')).toEqual({
      'data-font': 'opendyslexic',
    });
    expect(runInlineScript(JSON.stringify(CHOSEN), true)).toEqual({});
  });

  it('names every preference once', () => {
    expect([...READING_PREFERENCE_NAMES].sort()).toEqual(Object.keys(READING_OPTIONS).sort());
  });

  it('keeps the inline script small, plain ES5 and free of anything page-specific', () => {
    expect(SCRIPT.length).toBeLessThan(800);
    expect(SCRIPT).not.toMatch(/=>|`|\blet\b|\bconst\b|<\//);
  });
});
