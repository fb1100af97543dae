import {
  READING_PREFERENCES_KEY,
  isDefaultReadingPreferences,
  preferencesFromAttributes,
  readingAttributes,
  type ReadingPreferences,
} from '../../../domain/site/reading-preferences.ts';

/** Storage can be blocked (private modes, policies): the choices then last for this page. */
function getStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * The choices this page shows: the head script applied the saved ones to <html>, and the panel
 * applies each change there, so it is right even when storage is blocked and kept nothing.
 */
export const readShownPreferences = (): ReadingPreferences =>
  preferencesFromAttributes((attribute) => document.documentElement.getAttribute(attribute));

/** Shows the choices on the page at once and remembers them in this browser. */
export function saveAndApplyPreferences(preferences: ReadingPreferences): void {
  const root = document.documentElement;
  for (const [attribute, value] of readingAttributes(preferences)) {
    if (value === null) root.removeAttribute(attribute);
    else root.setAttribute(attribute, value);
  }
  try {
    // Defaults need no entry: a reset leaves nothing behind.
    if (isDefaultReadingPreferences(preferences)) getStorage()?.removeItem(READING_PREFERENCES_KEY);
    else getStorage()?.setItem(READING_PREFERENCES_KEY, JSON.stringify(preferences));
  } catch {
    // Full or blocked storage: the page still shows the choice until it is left.
  }
}
