import { describe, expect, it } from 'vitest';
import { LEARNING_STYLES } from '../learning/learning.ts';
import {
  EMPTY_CHOICES,
  canContinue,
  computePathway,
  formatPathwaySummary,
  toggleChoice,
  type PathwayChoices,
} from './pathway.ts';
import { ENVIRONMENTS, NEURO_PROFILES } from './pathway-options.ts';
import { k12EnrollmentInput } from '../waiting-list/schemas.ts';

const ADHD_VISUAL_QUIET: PathwayChoices = {
  profiles: ['adhd'],
  styles: ['visual'],
  environments: ['quiet'],
};

describe('canContinue', () => {
  it('needs at least one choice in the step shown (spec §4, §5)', () => {
    expect(canContinue('profile', EMPTY_CHOICES)).toBe(false);
    expect(canContinue('profile', { ...EMPTY_CHOICES, profiles: ['autism'] })).toBe(true);
    // A choice in another step does not count.
    expect(canContinue('style', { ...EMPTY_CHOICES, profiles: ['autism'] })).toBe(false);
    expect(canContinue('style', { ...EMPTY_CHOICES, styles: ['reading'] })).toBe(true);
    expect(canContinue('preferences', { ...EMPTY_CHOICES, environments: ['quiet'] })).toBe(true);
    expect(canContinue('preferences', EMPTY_CHOICES)).toBe(false);
  });

  it('has nowhere to continue to from the last step', () => {
    expect(canContinue('pathway', ADHD_VISUAL_QUIET)).toBe(false);
  });
});

describe('toggleChoice', () => {
  it('adds and removes an option, keeping the order the wizard lists them in', () => {
    const chosen = toggleChoice(['dyslexia'], 'autism', NEURO_PROFILES);
    expect(chosen).toEqual(['autism', 'dyslexia']);
    expect(toggleChoice(chosen, 'dyslexia', NEURO_PROFILES)).toEqual(['autism']);
    expect(toggleChoice(['autism'], 'autism', NEURO_PROFILES)).toEqual([]);
  });
});

describe('computePathway', () => {
  it('recommends the best-fitting programs first, with the reasons', () => {
    const pathway = computePathway(ADHD_VISUAL_QUIET);
    expect(pathway.programs).toEqual([
      { id: 'computer-science', name: 'Computer Science', reasons: ['Visual', 'Quiet spaces'] },
      { id: 'math-data', name: 'Math and Data', reasons: ['Visual', 'Quiet spaces'] },
      { id: 'engineering-design', name: 'Engineering Design', reasons: ['Visual'] },
    ]);
  });

  it('follows hands-on, real-world choices to hands-on programs', () => {
    const pathway = computePathway({
      profiles: ['dyslexia'],
      styles: ['kinesthetic'],
      environments: ['realworld', 'collaborative'],
    });
    expect(pathway.programs.map((program) => program.id)).toEqual([
      'engineering-design',
      'life-sciences',
      'environmental-science',
    ]);
  });

  it('gives the supports and accommodations of every chosen profile and style, once each', () => {
    const pathway = computePathway({
      profiles: ['adhd', 'dyslexia'],
      styles: ['auditory'],
      environments: ['flexible'],
    });
    expect(pathway.supports).toEqual([
      'Movement breaks between short work blocks',
      'Tasks split into small steps with a visible timer',
      'Structured literacy lessons every day',
      'Text-to-speech and audiobooks for all reading',
      'Spoken instructions and audio recordings of lessons',
    ]);
    expect(pathway.accommodations).toEqual([
      'Extended time on tests',
      'A seat with few distractions',
      'Extended time for reading and writing',
      'Spoken answers accepted instead of written ones',
    ]);
  });

  it('suggests a first week, Monday to Friday, built from the choices', () => {
    const { firstWeek } = computePathway(ADHD_VISUAL_QUIET);
    expect(firstWeek.map((day) => day.day)).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
    ]);
    expect(firstWeek[0]!.plan).toContain('a quiet corner of the classroom');
    expect(firstWeek[1]!.plan).toBe(
      'A first Computer Science adventure, learned with pictures, diagrams and video.',
    );
    expect(firstWeek[2]!.plan).toContain('Math and Data');
    expect(firstWeek[3]!.plan).toContain('Engineering Design');
  });

  it('always gives three programs once a style and a setting are chosen', () => {
    for (const style of LEARNING_STYLES) {
      for (const environment of ENVIRONMENTS) {
        const pathway = computePathway({
          profiles: ['autism'],
          styles: [style],
          environments: [environment],
        });
        expect(pathway.programs, `${style} + ${environment}`).toHaveLength(3);
      }
    }
  });

  it('is the same for the same choices', () => {
    expect(computePathway(ADHD_VISUAL_QUIET)).toEqual(computePathway({ ...ADHD_VISUAL_QUIET }));
  });
});

describe('formatPathwaySummary', () => {
  it('writes the choices and the pathway as plain text lines', () => {
    const summary = formatPathwaySummary(ADHD_VISUAL_QUIET, computePathway(ADHD_VISUAL_QUIET));
    const lines = summary.split('\n');
    expect(lines.slice(0, 5)).toEqual([
      'My NovaLearn Academy pathway (from the pathway planner)',
      'Profile: ADHD',
      'Learning styles: Visual',
      'Learning environments: Quiet spaces',
      'Recommended programs: Computer Science, Math and Data, Engineering Design',
    ]);
    expect(lines).toContain('- Extended time on tests');
    expect(lines.at(-1)).toBe(
      '- Friday: Look back at the week with your family and adjust the plan together.',
    );
    expect(summary).not.toMatch(/[<>]/);
  });

  it('fits the enrollment form’s additional-information field with every option chosen', () => {
    const everything: PathwayChoices = {
      profiles: NEURO_PROFILES,
      styles: LEARNING_STYLES,
      environments: ENVIRONMENTS,
    };
    const summary = formatPathwaySummary(everything, computePathway(everything));
    const result = k12EnrollmentInput.shape.additionalInfo.safeParse(summary);
    expect(result.success).toBe(true);
  });
});
