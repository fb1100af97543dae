import { describe, expect, it } from 'vitest';
import { collectStrings, isParagraph, scoreParagraphs } from '../readability/budget.ts';
import * as spanish from './es/visit-story.ts';
import * as english from './visit-story.ts';

const FACTS = { visitTitle: 'Campus tour', duration: '1 hour', location: null };

describe('the visit story (ADR 052)', () => {
  it('writes a duration out in words, in both languages', () => {
    const cases = [45, 1, 60, 61, 90, 120, 150];
    expect(cases.map(english.durationInWords)).toEqual([
      '45 minutes',
      '1 minute',
      '1 hour',
      '1 hour and 1 minute',
      '1 hour and 30 minutes',
      '2 hours',
      '2 hours and 30 minutes',
    ]);
    expect(cases.map(spanish.durationInWords)).toEqual([
      '45 minutos',
      '1 minuto',
      '1 hora',
      '1 hora y 1 minuto',
      '1 hora y 30 minutos',
      '2 horas',
      '2 horas y 30 minutos',
    ]);
  });

  it('tells each step in two to four short sentences, the same steps in both languages', () => {
    for (const story of [english, spanish]) {
      expect(story.STORY_STEPS.map((step) => step.id)).toEqual([
        'before',
        'parking',
        'welcome',
        'rooms',
        'timeline',
        'quiet-room',
        'leaving',
      ]);
      for (const step of story.STORY_STEPS) {
        const text = [...step.facts(FACTS), ...step.sentences].join(' ');
        const sentences = text.split(/(?<=[.?!])\s+/).length;
        expect(sentences, `${step.id}: ${text}`).toBeGreaterThanOrEqual(2);
        expect(sentences, `${step.id}: ${text}`).toBeLessThanOrEqual(4);
        expect(step.illustrations.length, step.id).toBeGreaterThan(0);
      }
    }
  });

  it('stays within the family reading budget (ADR 027) in both languages', () => {
    const skip = new Set(['id', 'src']);
    const withFacts = (story: typeof english | typeof spanish) => [
      ...collectStrings(story, skip),
      ...story.STORY_STEPS.flatMap((step) => step.facts(FACTS)),
    ];
    for (const [language, story] of [
      ['en', english],
      ['es', spanish],
    ] as const) {
      const report = scoreParagraphs(language, withFacts(story).filter(isParagraph));
      expect(report.over.map((item) => item.text)).toEqual([]);
    }
  });
});
