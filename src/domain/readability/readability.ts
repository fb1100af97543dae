/**
 * Readability of family-facing copy (ADR 027): sentence, word and syllable counts for
 * English and Spanish, the Flesch–Kincaid grade (English) and the Fernández-Huerta ease (Spanish).
 * Heuristic counters, good to about one syllable in twenty words: enough to keep copy plain, not a
 * linguist's tool. Pure, so the unit test that budgets the site's copy runs without a browser.
 */

export type Language = 'en' | 'es';

export type TextCounts = { sentences: number; words: number; syllables: number };

// A sentence ends at . ! ? or … followed by a space or the end; "4.5" and "e.g." inside a word
// do not end one. A colon before a list counts too, as readers pause there the same way.
const SENTENCE_END = /[.!?…]+["”’)]*(?=\s|$)|:(?=\s*\n)/g;

/** Words: runs of letters or digits, hyphenated parts kept together ("K-12", "médico-educativa"). */
const WORD = /[\p{L}\p{N}]+(?:[-'’][\p{L}\p{N}]+)*/gu;

export function countSentences(text: string): number {
  const trimmed = text.trim();
  if (!trimmed) return 0;
  const ends = trimmed.match(SENTENCE_END)?.length ?? 0;
  // Text after the last full stop (a heading, a list item) is a sentence of its own.
  const tail = /[.!?…]+["”’)]*\s*$/.test(trimmed) ? 0 : 1;
  return Math.max(1, ends + tail);
}

export function words(text: string): string[] {
  return text.match(WORD) ?? [];
}

/** English syllables by vowel groups, minus a silent final e / -es / -ed; at least one. */
export function englishSyllables(word: string): number {
  const parts = word.toLowerCase().split(/[-'’]/);
  return parts.reduce((sum, part) => sum + englishPartSyllables(part), 0);
}

function englishPartSyllables(part: string): number {
  const letters = part.replace(/[^a-z]/g, '');
  // A number or an initialism is read as about one syllable per group; keep it at one.
  if (!letters) return 1;
  if (letters.length <= 3) return 1;
  const stem = letters
    .replace(/(?:[^laeiouy]es|[^laeiouytd]ed|[^laeiouy]e)$/, (end) => end.slice(0, 1))
    .replace(/^y/, '');
  const groups = stem.match(/[aeiouy]+/g)?.length ?? 0;
  return Math.max(1, groups);
}

const STRONG = 'aeoáéóíú'; // open vowels, and a stressed i/u that breaks a diphthong (país, día)

/**
 * Spanish syllables: one per vowel nucleus. Open vowels (a, e, o) and stressed í/ú are each a
 * nucleus; an unstressed i, u or ü joins its neighbour (diphthong), and a group of only i/u is one
 * ("cuidado", "ruido"). The u of que/qui/gue/gui is silent and so joins too.
 */
export function spanishSyllables(word: string): number {
  const groups = word.toLowerCase().match(/[aeiouáéíóúü]+/g) ?? [];
  const count = groups.reduce((sum, group) => {
    const strong = [...group].filter((letter) => STRONG.includes(letter)).length;
    return sum + Math.max(1, strong);
  }, 0);
  return Math.max(1, count);
}

export function countText(text: string, language: Language): TextCounts {
  const list = words(text);
  const syllablesOf = language === 'en' ? englishSyllables : spanishSyllables;
  return {
    sentences: countSentences(text),
    words: list.length,
    syllables: list.reduce((sum, word) => sum + syllablesOf(word), 0),
  };
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/** Flesch–Kincaid grade: 0.39 × words/sentence + 11.8 × syllables/word − 15.59. */
export function fleschKincaidGrade(text: string): number {
  const { sentences, words: count, syllables } = countText(text, 'en');
  if (count === 0) return 0;
  return round1(0.39 * (count / sentences) + 11.8 * (syllables / count) - 15.59);
}

/**
 * Fernández-Huerta ease, 0–100, higher is easier: 206.84 − 60 × syllables/word − 1.02 ×
 * words/sentence. This is the corrected form (Law, 2011) that textstat and most tools use: the
 * 1959 paper's "sentences per 100 words" would make longer sentences read easier.
 */
export function fernandezHuerta(text: string): number {
  const { sentences, words: count, syllables } = countText(text, 'es');
  if (count === 0) return 100;
  return round1(206.84 - 60 * (syllables / count) - 1.02 * (count / sentences));
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : round1((sorted[middle - 1]! + sorted[middle]!) / 2);
}
