import { describe, expect, it } from 'vitest';
import { EXPLANATION_REACH, unexplainedAbbreviations } from './abbreviations.ts';

describe('unexplainedAbbreviations', () => {
  it('accepts an abbreviation spelled out before its first use', () => {
    const text = 'We teach science, technology, engineering and math. Our STEM programs are small.';
    expect(unexplainedAbbreviations(text, 'en')).toEqual([]);
  });

  it('accepts the explanation later in the same sentence', () => {
    expect(
      unexplainedAbbreviations(
        'Some have ADHD (attention deficit hyperactivity disorder) or autism.',
        'en',
      ),
    ).toEqual([]);
  });

  it('flags a first use explained only much later on the page', () => {
    const text = `Learners with ADHD are welcome. ${'More words. '.repeat(20)} ADHD means attention deficit hyperactivity disorder.`;
    expect(unexplainedAbbreviations(text, 'en')).toEqual(['ADHD']);
  });

  it('counts the reach from the end of the abbreviation, to the character', () => {
    const explanation = 'attention deficit hyperactivity disorder';
    const justInside = `ADHD${' '.repeat(EXPLANATION_REACH)}${explanation}`;
    const justOutside = `ADHD${' '.repeat(EXPLANATION_REACH + 1)}${explanation}`;
    expect(unexplainedAbbreviations(justInside, 'en')).toEqual([]);
    expect(unexplainedAbbreviations(justOutside, 'en')).toEqual(['ADHD']);
  });

  it('does not count a school name as a use', () => {
    expect(unexplainedAbbreviations('Nexus STEM College opens in Kemah.', 'en')).toEqual([]);
    expect(
      unexplainedAbbreviations('Nexus STEM College has STEM degrees for everyone here.', 'en'),
    ).toEqual(['STEM']);
  });

  it('matches whole abbreviations only', () => {
    expect(unexplainedAbbreviations('SYSTEMS and STEMS and K-120.', 'en')).toEqual([]);
  });

  it('reads each language with its own words', () => {
    expect(unexplainedAbbreviations('Estudiantes con TDAH y autismo.', 'es')).toEqual(['TDAH']);
    expect(
      unexplainedAbbreviations(
        'Tienen trastorno por déficit de atención e hiperactividad (TDAH).',
        'es',
      ),
    ).toEqual([]);
    expect(unexplainedAbbreviations('Escuela K-12, de kínder a 12.º grado.', 'es')).toEqual([]);
    expect(unexplainedAbbreviations('Escuela K-12 en Texas.', 'es')).toEqual(['K-12']);
    expect(unexplainedAbbreviations('Learners with ADHD.', 'es')).toEqual([]);
  });

  it('ignores the case of the explanation', () => {
    expect(
      unexplainedAbbreviations('Science, technology, engineering and math (STEM).', 'en'),
    ).toEqual([]);
  });
});
