import { describe, expect, it } from 'vitest';
import {
  countSentences,
  countText,
  englishSyllables,
  fernandezHuerta,
  fleschKincaidGrade,
  median,
  spanishSyllables,
  words,
} from './readability.ts';

describe('counting', () => {
  it('ends a sentence at . ! ? and a list colon, not inside a number or a word', () => {
    expect(countSentences('We review it. Then we write! Is that all?')).toBe(3);
    expect(countSentences('It costs 4.5 points. Done')).toBe(2);
    expect(countSentences('What happens next:\n- We review it.')).toBe(2);
    expect(countSentences('A heading without a full stop')).toBe(1);
    expect(countSentences('')).toBe(0);
  });

  it('keeps hyphenated words and numbers as one word', () => {
    expect(words('NovaLearn Academy (K-12) opens in fall 2026.')).toEqual([
      'NovaLearn',
      'Academy',
      'K-12',
      'opens',
      'in',
      'fall',
      '2026',
    ]);
  });

  it('counts English syllables by vowel groups, with a silent final e', () => {
    expect(englishSyllables('cat')).toBe(1);
    expect(englishSyllables('table')).toBe(2);
    expect(englishSyllables('make')).toBe(1);
    expect(englishSyllables('waiting')).toBe(2);
    expect(englishSyllables('family')).toBe(3);
    expect(englishSyllables('application')).toBe(4);
    expect(englishSyllables('needed')).toBe(2);
  });

  it('counts Spanish syllables by nuclei: diphthongs join, a stressed í/ú breaks them', () => {
    expect(spanishSyllables('casa')).toBe(2);
    expect(spanishSyllables('familia')).toBe(3);
    expect(spanishSyllables('cuidado')).toBe(3);
    expect(spanishSyllables('país')).toBe(2);
    expect(spanishSyllables('día')).toBe(2);
    expect(spanishSyllables('leer')).toBe(2);
    expect(spanishSyllables('que')).toBe(1);
    expect(spanishSyllables('inscripción')).toBe(3);
    expect(spanishSyllables('y')).toBe(1);
  });
});

describe('scores, hand-computed', () => {
  it('Flesch–Kincaid: 9 words, 2 sentences, 10 syllables → 0.39×4.5 + 11.8×10/9 − 15.59 = −0.7', () => {
    const text = 'The cat sat on the mat. It was happy.';
    expect(countText(text, 'en')).toEqual({ sentences: 2, words: 9, syllables: 10 });
    expect(fleschKincaidGrade(text)).toBe(-0.7);
  });

  it('Flesch–Kincaid: one long sentence of long words is a high grade', () => {
    // 11 long words in one sentence: far above the budget of grade 10
    const text =
      'Comprehensive individualized educational programming necessitates interdisciplinary collaboration among participating institutions continuously.';
    expect(countText(text, 'en')).toMatchObject({ sentences: 1, words: 11 });
    expect(fleschKincaidGrade(text)).toBeGreaterThan(15);
  });

  it('Fernández-Huerta: 8 words, 2 sentences, 12 syllables → 206.84 − 60×1.5 − 1.02×4 = 112.8', () => {
    const text = 'El gato come pan. La casa es grande.';
    expect(countText(text, 'es')).toEqual({ sentences: 2, words: 8, syllables: 12 });
    expect(fernandezHuerta(text)).toBe(112.8);
  });

  it('Fernández-Huerta: long words and one long sentence read hard (below 50)', () => {
    const text =
      'La implementación institucional de metodologías interdisciplinarias especializadas requiere coordinación administrativa considerablemente extraordinaria.';
    expect(fernandezHuerta(text)).toBeLessThan(50);
  });

  it('median of an odd and an even list', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBe(0);
  });
});
