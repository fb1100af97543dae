import { describe, expect, it } from 'vitest';
import {
  MAX_MODULE_MINUTES,
  MAX_STARS,
  MIN_MODULE_MINUTES,
  MODULE_CATEGORIES,
} from '../learning/learning.ts';
import { countCompleted } from '../learning/cards.ts';
import { ADVENTURES } from './adventures.ts';
import { LEARNING_MODULES } from './learning-modules.ts';
import {
  PEER_RECOGNITIONS,
  STUDENT_PROFILE,
  STUDY_FRIENDS,
  STUDY_GROUPS,
} from './learner-profile.ts';
import { GRADE_BANDS, STEM_PROGRAMS, TRADE_SPECIALIZATIONS } from './stem-programs.ts';

/** The sample data stays inside the ranges of public spec §3 and §9. */
describe('learner sample data', () => {
  it('has 6 modules of 25 to 90 minutes with progress 0-100, completed only at 100', () => {
    expect(LEARNING_MODULES).toHaveLength(6);
    for (const module of LEARNING_MODULES) {
      expect(module.duration).toBeGreaterThanOrEqual(MIN_MODULE_MINUTES);
      expect(module.duration).toBeLessThanOrEqual(MAX_MODULE_MINUTES);
      expect(module.progress).toBeGreaterThanOrEqual(0);
      expect(module.progress).toBeLessThanOrEqual(100);
      if (module.completed) expect(module.progress).toBe(100);
    }
    expect(new Set(LEARNING_MODULES.map((module) => module.id)).size).toBe(6);
    expect(new Set(LEARNING_MODULES.map((module) => module.category))).toEqual(
      new Set(MODULE_CATEGORIES),
    );
  });

  it('shows every card state: not started, started and completed', () => {
    const progress = LEARNING_MODULES.map((module) => module.progress);
    expect(progress).toContain(0);
    expect(progress.some((value) => value > 0 && value < 100)).toBe(true);
    expect(LEARNING_MODULES.some((module) => module.completed)).toBe(true);
  });

  it('has adventures with 0-5 stars in every state, some with more than 3 supports', () => {
    for (const adventure of ADVENTURES) {
      expect(Number.isInteger(adventure.stars)).toBe(true);
      expect(adventure.stars).toBeGreaterThanOrEqual(0);
      expect(adventure.stars).toBeLessThanOrEqual(MAX_STARS);
      if (!adventure.unlocked) expect(adventure.progress).toBe(0);
    }
    expect(ADVENTURES.some((adventure) => !adventure.unlocked)).toBe(true);
    expect(ADVENTURES.some((adventure) => adventure.unlocked && adventure.progress === 0)).toBe(
      true,
    );
    expect(ADVENTURES.some((adventure) => adventure.progress > 0)).toBe(true);
    expect(ADVENTURES.some((adventure) => adventure.neuroSupports.length > 3)).toBe(true);
  });

  it('keeps the profile totals in step with the sample modules and adventures', () => {
    expect(STUDENT_PROFILE.modulesCompleted).toBe(countCompleted(LEARNING_MODULES));
    expect(STUDENT_PROFILE.totalStars).toBe(
      ADVENTURES.reduce((total, adventure) => total + adventure.stars, 0),
    );
    expect(STUDENT_PROFILE.badgesEarned).toBe(STUDENT_PROFILE.achievements.length);
  });

  it('has three study friends, two groups and two recognitions', () => {
    expect(STUDY_FRIENDS).toHaveLength(3);
    expect(STUDY_GROUPS).toHaveLength(2);
    expect(PEER_RECOGNITIONS).toHaveLength(2);
  });

  it('has six core STEM programs with topics for K-5, 6-8 and 9-12, and three trades', () => {
    expect(STEM_PROGRAMS).toHaveLength(6);
    for (const program of STEM_PROGRAMS) {
      for (const band of GRADE_BANDS) expect(program.topics[band].length).toBeGreaterThan(10);
    }
    expect(TRADE_SPECIALIZATIONS.items).toHaveLength(3);
  });
});
