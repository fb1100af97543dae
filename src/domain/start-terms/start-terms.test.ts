import { describe, expect, it } from 'vitest';
import { termLabel, termName } from './labels.ts';
import { startTermProblem } from './problems.ts';
import {
  canTakeTerm,
  firstTerm,
  parseStartTerm,
  termFirstDay,
  toStartTerm,
  upcomingTerms,
  UPCOMING_TERM_COUNT,
} from './start-terms.ts';
import {
  ENROLLMENT_PREFERENCE_LABELS,
  ENROLLMENT_PREFERENCES,
} from '../waiting-list/waiting-list.ts';

describe('reading a term code', () => {
  it('reads season-year codes and the spec codes as the terms their labels name', () => {
    expect(parseStartTerm('fall-2027')).toEqual({ season: 'fall', year: 2027 });
    expect(parseStartTerm('spring-2030')).toEqual({ season: 'spring', year: 2030 });
    expect(parseStartTerm('summer-2028')).toEqual({ season: 'summer', year: 2028 });
    expect(parseStartTerm('fall')).toEqual({ season: 'fall', year: 2025 });
    expect(parseStartTerm('spring')).toEqual({ season: 'spring', year: 2026 });
    expect(parseStartTerm('summer')).toEqual({ season: 'summer', year: 2026 });
  });

  it('refuses anything else', () => {
    for (const code of [
      '',
      'winter-2027',
      'fall-27',
      'fall-20277',
      'fall 2027',
      'Fall-2027',
      'xfall-2027',
      'fall-2027x',
      'toString',
      'constructor',
      '__proto__',
    ]) {
      expect(parseStartTerm(code), code).toBeNull();
      expect(toStartTerm(code), code).toBeNull();
    }
  });

  it('writes every term as season-year', () => {
    expect(toStartTerm('fall')).toBe('fall-2025');
    expect(toStartTerm('spring')).toBe('spring-2026');
    expect(toStartTerm('summer')).toBe('summer-2026');
    expect(toStartTerm('fall-2027')).toBe('fall-2027');
  });

  it('knows the first day of each term', () => {
    expect(termFirstDay({ season: 'spring', year: 2027 })).toBe('2027-01-15');
    expect(termFirstDay({ season: 'summer', year: 2027 })).toBe('2027-06-01');
    expect(termFirstDay({ season: 'fall', year: 2027 })).toBe('2027-08-15');
  });
});

describe('the terms a campus can take', () => {
  it('offers the K-12 Campus the next two years of terms in December 2026', () => {
    expect(upcomingTerms('k12', '2026-12-02')).toEqual([
      'spring-2027',
      'summer-2027',
      'fall-2027',
      'spring-2028',
      'summer-2028',
      'fall-2028',
    ]);
    expect(UPCOMING_TERM_COUNT).toBe(6);
  });

  it('never offers a term before the campus opens: the Bridge Campus starts at Fall 2027', () => {
    expect(upcomingTerms('bridge', '2026-12-02')).toEqual([
      'fall-2027',
      'spring-2028',
      'summer-2028',
      'fall-2028',
      'spring-2029',
      'summer-2029',
    ]);
    expect(firstTerm('bridge', '2026-12-02')).toBe('fall-2027');
    // A campus not yet open offers its opening term, however early one asks.
    expect(firstTerm('k12', '2020-03-01')).toBe('fall-2026');
    expect(firstTerm('bridge', '2025-07-07')).toBe('fall-2027');
  });

  it('offers a term until the day before it starts, not on its first day', () => {
    expect(firstTerm('k12', '2027-08-14')).toBe('fall-2027');
    expect(firstTerm('k12', '2027-08-15')).toBe('spring-2028');
    expect(firstTerm('k12', '2027-01-14')).toBe('spring-2027');
    expect(firstTerm('k12', '2027-01-15')).toBe('summer-2027');
    expect(firstTerm('k12', '2027-05-31')).toBe('summer-2027');
    expect(firstTerm('k12', '2027-06-01')).toBe('fall-2027');
    // The opening term itself: offered the day before it starts, gone on its first day.
    expect(firstTerm('bridge', '2027-08-14')).toBe('fall-2027');
    expect(firstTerm('bridge', '2027-08-15')).toBe('spring-2028');
  });

  it('crosses the year: after the fall term starts, next spring comes first', () => {
    expect(firstTerm('k12', '2027-12-31')).toBe('spring-2028');
    expect(firstTerm('k12', '2028-01-01')).toBe('spring-2028');
    expect(upcomingTerms('k12', '2027-12-31', 3)).toEqual([
      'spring-2028',
      'summer-2028',
      'fall-2028',
    ]);
    expect(upcomingTerms('k12', '2028-08-15', 2)).toEqual(['spring-2029', 'summer-2029']);
  });

  it('gives as many terms as asked for', () => {
    expect(upcomingTerms('k12', '2026-12-02', 1)).toEqual(['spring-2027']);
    expect(upcomingTerms('k12', '2026-12-02', 0)).toEqual([]);
  });

  it('takes only terms the form offers: not past, not before opening, not beyond two years', () => {
    const today = '2026-12-02';
    expect(canTakeTerm('k12', 'spring-2027', today)).toBe(true);
    expect(canTakeTerm('k12', 'fall-2028', today)).toBe(true);
    expect(canTakeTerm('k12', 'spring-2029', today)).toBe(false);
    expect(canTakeTerm('k12', 'fall-2026', today)).toBe(false);
    expect(canTakeTerm('bridge', 'spring-2027', today)).toBe(false);
    expect(canTakeTerm('bridge', 'fall-2027', today)).toBe(true);
    // The spec's codes name 2025 and 2026 terms, all begun by now.
    for (const code of ENROLLMENT_PREFERENCES) expect(canTakeTerm('k12', code, today)).toBe(false);
    expect(canTakeTerm('k12', 'fall', '2025-08-14')).toBe(false);
    expect(canTakeTerm('k12', 'nonsense', today)).toBe(false);
    expect(canTakeTerm('k12', '', today)).toBe(false);
  });
});

describe('a term in words', () => {
  it('names the year in English and Spanish', () => {
    expect(termLabel('fall-2027')).toBe('Fall 2027');
    expect(termLabel('spring-2028', 'en')).toBe('Spring 2028');
    expect(termLabel('summer-2028', 'es')).toBe('Verano de 2028');
    expect(termName('fall-2027', 'es')).toBe('otoño de 2027');
    expect(termName('fall-2027', 'en')).toBe('Fall 2027');
    expect(termName('spring-2029')).toBe('Spring 2029');
  });

  it('shows the spec codes with the spec labels', () => {
    for (const code of ENROLLMENT_PREFERENCES) {
      expect(termLabel(code)).toBe(ENROLLMENT_PREFERENCE_LABELS[code]);
    }
    expect(termLabel('fall', 'es')).toBe('Otoño de 2025');
  });

  it('shows a code that is not a term as it is', () => {
    expect(termLabel('winter')).toBe('Winter');
    expect(termName('winter', 'es')).toBe('winter');
  });
});

describe('why a campus cannot take a term', () => {
  const today = '2026-12-02';

  it('says nothing when the campus can take it, or when the code is not a term', () => {
    expect(startTermProblem('k12', 'spring-2027', today)).toBeNull();
    expect(startTermProblem('bridge', 'fall-2027', today)).toBeNull();
    expect(startTermProblem('k12', 'winter-2027', today)).toBeNull();
  });

  it('names a term that has begun, and the first one offered', () => {
    expect(startTermProblem('k12', 'fall', today)).toBe(
      'Fall 2025 has already begun. Choose a term from the list: the first is Spring 2027.',
    );
    expect(startTermProblem('k12', 'fall-2026', '2026-08-15')).toBe(
      'Fall 2026 has already begun. Choose a term from the list: the first is Spring 2027.',
    );
  });

  it('names the opening term of a campus not open by then', () => {
    expect(startTermProblem('bridge', 'summer-2027', today)).toBe(
      'The Bridge Campus (Nexus STEM College) opens in Fall 2027. Choose Fall 2027 or a later term from the list.',
    );
    expect(startTermProblem('bridge', 'fall-2027', '2027-08-14')).toBeNull();
  });

  it('names the last term offered for one too far ahead', () => {
    expect(startTermProblem('k12', 'spring-2029', today)).toBe(
      'Spring 2029 is too far ahead. Choose one of the next 6 terms, up to Fall 2028.',
    );
  });
});
