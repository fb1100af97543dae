import type { Language } from './readability.ts';

/**
 * W3C COGA, ADR 027: an abbreviation is spelled out where a reader first meets it on a page.
 * Each entry names the abbreviation in each language, the words that explain it, and the proper
 * names that contain it (a school's name is not a use of the abbreviation).
 */
export type Abbreviation = {
  short: Record<Language, string>;
  spelledOut: Record<Language, readonly string[]>;
  names: readonly string[];
};

export const FAMILY_ABBREVIATIONS: readonly Abbreviation[] = [
  {
    short: { en: 'STEM', es: 'STEM' },
    spelledOut: {
      en: ['science, technology, engineering and math'],
      es: ['ciencias, tecnología, ingeniería y matemáticas'],
    },
    names: ['Nexus STEM College'],
  },
  {
    short: { en: 'ADHD', es: 'TDAH' },
    spelledOut: {
      en: ['attention deficit hyperactivity disorder'],
      es: ['trastorno por déficit de atención e hiperactividad'],
    },
    names: [],
  },
  {
    short: { en: 'K-12', es: 'K-12' },
    spelledOut: {
      en: ['kindergarten to grade 12', 'kindergarten to 12th grade'],
      es: ['kínder a 12.º grado', 'kínder hasta 12.º grado'],
    },
    names: [],
  },
];

/** How far after the first use its explanation may come: the rest of that sentence. */
export const EXPLANATION_REACH = 120;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Index of the first use of `short` as a word of its own, or -1. */
function firstUse(text: string, short: string): number {
  const match = new RegExp(`(?<![\\p{L}\\d-])${escape(short)}(?![\\p{L}\\d])`, 'u').exec(text);
  return match ? match.index : -1;
}

/**
 * The abbreviations of `text` (a page's words in reading order) whose first use is not explained:
 * neither spelled out before it nor within the rest of its sentence.
 */
export function unexplainedAbbreviations(
  text: string,
  language: Language,
  abbreviations: readonly Abbreviation[] = FAMILY_ABBREVIATIONS,
): string[] {
  return abbreviations.flatMap((abbreviation) => {
    const short = abbreviation.short[language];
    // A name keeps its length so positions stay true; it just stops counting as a use.
    const withoutNames = abbreviation.names.reduce(
      (current, name) => current.replaceAll(name, '#'.repeat(name.length)),
      text,
    );
    const first = firstUse(withoutNames, short);
    if (first === -1) return [];
    const lower = text.toLowerCase();
    const explained = abbreviation.spelledOut[language].some((words) => {
      const at = lower.indexOf(words.toLowerCase());
      return at !== -1 && at <= first + short.length + EXPLANATION_REACH;
    });
    return explained ? [] : [short];
  });
}
