import { describe, expect, it, vi } from 'vitest';
import {
  buildReadingPreferencesScript,
  DEFAULT_READING_PREFERENCES,
  READING_PREFERENCES_KEY,
  type ReadingPreferences,
} from '../../../domain/site/reading-preferences.ts';
import { readShownPreferences, saveAndApplyPreferences } from './reading-preferences-store.ts';

const html = document.documentElement;

/** The data attributes on <html>, where app.css reads the choices. */
const htmlAttributes = () =>
  Object.fromEntries(
    [...html.attributes]
      .filter(({ name }) => name.startsWith('data-'))
      .map(({ name, value }) => [name, value]),
  );

const CHOSEN: ReadingPreferences = {
  textSize: 'larger',
  lineSpacing: '2.0',
  letterSpacing: 'wider',
  wordSpacing: 'wide',
  font: 'opendyslexic',
  theme: 'high-contrast',
  reducedMotion: 'on',
};

/**
 * Puts `storage` in place of the browser's localStorage. (happy-dom binds Storage's methods to
 * each instance on first use, so a spy on Storage.prototype would miss calls.)
 */
function replaceLocalStorage(storage: Partial<Storage>) {
  vi.spyOn(window, 'localStorage', 'get').mockReturnValue(storage as Storage);
}

const securityError = () => new DOMException('The operation is insecure.', 'SecurityError');

describe('readShownPreferences', () => {
  it('gives the defaults when <html> shows none', () => {
    expect(readShownPreferences()).toEqual(DEFAULT_READING_PREFERENCES);
  });

  it('gives back what the page shows, even when storage kept nothing', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw securityError();
    });
    saveAndApplyPreferences(CHOSEN);
    expect(readShownPreferences()).toEqual(CHOSEN);
  });

  it('reads what the head script applied from storage before the first paint', () => {
    localStorage.setItem(READING_PREFERENCES_KEY, JSON.stringify(CHOSEN));
    new Function(buildReadingPreferencesScript())();
    expect(readShownPreferences()).toEqual(CHOSEN);
  });

  it('keeps the known values and replaces unknown ones one by one', () => {
    html.setAttribute('data-theme', 'dark');
    html.setAttribute('data-text-size', 'huge');
    expect(readShownPreferences()).toEqual({ ...DEFAULT_READING_PREFERENCES, theme: 'dark' });
  });
});

describe('saveAndApplyPreferences', () => {
  it('shows each choice on <html> at once and remembers it', () => {
    saveAndApplyPreferences(CHOSEN);
    expect(htmlAttributes()).toEqual({
      'data-text-size': 'larger',
      'data-line-spacing': '2.0',
      'data-letter-spacing': 'wider',
      'data-word-spacing': 'wide',
      'data-font': 'opendyslexic',
      'data-theme': 'high-contrast',
      'data-reduced-motion': 'on',
    });
    expect(JSON.parse(localStorage.getItem(READING_PREFERENCES_KEY)!)).toEqual(CHOSEN);
  });

  it('sets no attribute for a default choice and removes the one set before', () => {
    saveAndApplyPreferences(CHOSEN);
    saveAndApplyPreferences({ ...DEFAULT_READING_PREFERENCES, theme: 'cream' });
    expect(htmlAttributes()).toEqual({ 'data-theme': 'cream' });
  });

  it('leaves nothing behind when every choice is back to its default', () => {
    saveAndApplyPreferences(CHOSEN);
    saveAndApplyPreferences(DEFAULT_READING_PREFERENCES);
    expect(htmlAttributes()).toEqual({});
    expect(localStorage.getItem(READING_PREFERENCES_KEY)).toBeNull();
  });

  it('still shows the choice when storage is full', () => {
    const setItem = vi.fn(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    replaceLocalStorage({ setItem });
    expect(() => saveAndApplyPreferences(CHOSEN)).not.toThrow();
    expect(setItem).toHaveBeenCalledOnce();
    expect(html.getAttribute('data-theme')).toBe('high-contrast');
  });

  it('still shows the choice when the page may not touch localStorage at all', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw securityError();
    });
    expect(() => saveAndApplyPreferences(CHOSEN)).not.toThrow();
    expect(html.getAttribute('data-font')).toBe('opendyslexic');
  });

  it("saves in the form the page head's script reads before the first paint", () => {
    const choice: ReadingPreferences = {
      ...DEFAULT_READING_PREFERENCES,
      font: 'atkinson-hyperlegible',
      reducedMotion: 'on',
    };
    saveAndApplyPreferences(choice);
    const applied = htmlAttributes();
    for (const name of Object.keys(applied)) html.removeAttribute(name);

    // A new page load: the inline script alone, from what the store saved.
    new Function(buildReadingPreferencesScript())();
    expect(htmlAttributes()).toEqual(applied);
    expect(applied).toEqual({ 'data-font': 'atkinson-hyperlegible', 'data-reduced-motion': 'on' });
  });
});
