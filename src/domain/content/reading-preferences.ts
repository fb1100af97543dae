import type { ReadingPreferenceName, ReadingPreferences } from '../site/reading-preferences.ts';
import { READING_PREFERENCES_LABEL } from './navigation.ts';

/**
 * The words of the reading preferences panel. Offered as a choice for comfort, never as a
 * treatment: no option claims to fix or improve anyone's reading.
 */

export const READING_PANEL = {
  title: READING_PREFERENCES_LABEL,
  description:
    'Change how text looks on this site. Choose what feels comfortable for you. Changes show at once and are saved in this browser only.',
  /** For a signed-in staff member, whose choices are also kept on their account. */
  accountDescription:
    'Change how text looks on this site. Choose what feels comfortable for you. Changes show at once and are saved to your account, so they follow you to other devices.',
  resetLabel: 'Reset to defaults',
  resetDone: 'All reading preferences are back to the defaults.',
  closeLabel: 'Close',
  doneLabel: 'Done',
} as const;

export type PreferenceChoice<Value extends string> = {
  value: Value;
  label: string;
  /** A short line under the label, where the label alone does not say enough. */
  hint?: string;
};

export type PreferenceGroup<Name extends ReadingPreferenceName> = {
  name: Name;
  legend: string;
  hint?: string;
  choices: readonly PreferenceChoice<ReadingPreferences[Name]>[];
};

type PreferenceGroups = { [Name in ReadingPreferenceName]: PreferenceGroup<Name> };

/** In the order the panel shows them. Every option of READING_OPTIONS has its words here. */
export const PREFERENCE_GROUPS: PreferenceGroups = {
  textSize: {
    name: 'textSize',
    legend: 'Text size',
    choices: [
      { value: 'default', label: 'Default' },
      { value: 'large', label: 'Large' },
      { value: 'larger', label: 'Larger' },
    ],
  },
  lineSpacing: {
    name: 'lineSpacing',
    legend: 'Line spacing',
    hint: 'The space between lines of text.',
    choices: [
      { value: '1.5', label: 'Default (1.5)' },
      { value: '1.8', label: 'Wider (1.8)' },
      { value: '2.0', label: 'Widest (2.0)' },
    ],
  },
  letterSpacing: {
    name: 'letterSpacing',
    legend: 'Letter spacing',
    hint: 'The space between letters.',
    choices: [
      { value: 'normal', label: 'Default' },
      { value: 'wide', label: 'Wider' },
      { value: 'wider', label: 'Widest' },
    ],
  },
  wordSpacing: {
    name: 'wordSpacing',
    legend: 'Word spacing',
    hint: 'The space between words.',
    choices: [
      { value: 'normal', label: 'Default' },
      { value: 'wide', label: 'Wider' },
      { value: 'wider', label: 'Widest' },
    ],
  },
  font: {
    name: 'font',
    legend: 'Font',
    choices: [
      { value: 'default', label: 'Default', hint: 'The plain sans-serif font of your device.' },
      {
        value: 'atkinson-hyperlegible',
        label: 'Atkinson Hyperlegible',
        hint: 'Letters shaped to be easy to tell apart.',
      },
      {
        value: 'opendyslexic',
        label: 'OpenDyslexic',
        hint: 'Letters with heavier bottoms. Some readers like it, others do not.',
      },
    ],
  },
  theme: {
    name: 'theme',
    legend: 'Colours',
    choices: [
      { value: 'default', label: 'Default', hint: 'Dark text on a light page.' },
      { value: 'cream', label: 'Cream background', hint: 'Dark text on a warm cream page.' },
      { value: 'dark', label: 'Dark', hint: 'Light text on a dark page.' },
      { value: 'high-contrast', label: 'High contrast', hint: 'White and yellow on black.' },
    ],
  },
  reducedMotion: {
    name: 'reducedMotion',
    legend: 'Reduce motion',
    hint: 'Stops animations and smooth scrolling. If your device is set to reduce motion, this site follows it anyway.',
    choices: [
      { value: 'off', label: 'Off' },
      { value: 'on', label: 'On' },
    ],
  },
};
