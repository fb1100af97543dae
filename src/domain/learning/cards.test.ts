import { describe, expect, it } from 'vitest';
import {
  adventureAction,
  adventureToResume,
  countCompleted,
  limitTags,
  moduleActionLabel,
  pathStepStatus,
  recommendedModules,
} from './cards.ts';

describe('adventureAction', () => {
  it('reads Locked and is disabled while the adventure is locked, whatever its progress', () => {
    expect(adventureAction({ unlocked: false, progress: 0 })).toEqual({
      label: 'Locked',
      isDisabled: true,
    });
    expect(adventureAction({ unlocked: false, progress: 40 })).toEqual({
      label: 'Locked',
      isDisabled: true,
    });
  });

  it('reads Start Adventure at progress 0 and Continue above 0', () => {
    expect(adventureAction({ unlocked: true, progress: 0 })).toEqual({
      label: 'Start Adventure',
      isDisabled: false,
    });
    expect(adventureAction({ unlocked: true, progress: 1 })).toEqual({
      label: 'Continue',
      isDisabled: false,
    });
    expect(adventureAction({ unlocked: true, progress: 100 }).label).toBe('Continue');
  });
});

describe('moduleActionLabel', () => {
  it('reads Start Learning at 0 and Continue above 0', () => {
    expect(moduleActionLabel({ progress: 0 })).toBe('Start Learning');
    expect(moduleActionLabel({ progress: 5 })).toBe('Continue');
    expect(moduleActionLabel({ progress: 100 })).toBe('Continue');
  });
});

describe('limitTags', () => {
  it('shows every tag when there are 3 or fewer', () => {
    expect(limitTags([])).toEqual({ shown: [], hidden: [], moreLabel: null });
    expect(limitTags(['a', 'b', 'c'])).toEqual({
      shown: ['a', 'b', 'c'],
      hidden: [],
      moreLabel: null,
    });
  });

  it('shows the first 3 and counts the rest as "+N more"', () => {
    expect(limitTags(['a', 'b', 'c', 'd'])).toEqual({
      shown: ['a', 'b', 'c'],
      hidden: ['d'],
      moreLabel: '+1 more',
    });
    expect(limitTags(['a', 'b', 'c', 'd', 'e', 'f']).moreLabel).toBe('+3 more');
  });
});

describe('pathStepStatus', () => {
  it('is completed, in progress or not started, completion first', () => {
    expect(pathStepStatus({ completed: true, progress: 100 })).toBe('completed');
    expect(pathStepStatus({ completed: false, progress: 60 })).toBe('in-progress');
    expect(pathStepStatus({ completed: false, progress: 0 })).toBe('not-started');
  });
});

describe('recommendedModules and countCompleted', () => {
  it('recommends the first 3 modules in order', () => {
    expect(recommendedModules(['m1', 'm2', 'm3', 'm4', 'm5'])).toEqual(['m1', 'm2', 'm3']);
    expect(recommendedModules(['m1'])).toEqual(['m1']);
  });

  it('counts completed modules', () => {
    expect(countCompleted([{ completed: true }, { completed: false }, { completed: true }])).toBe(
      2,
    );
  });
});

describe('adventureToResume', () => {
  it('is the first adventure started and not finished', () => {
    const adventures = [
      { id: 1, unlocked: true, progress: 100, completed: true },
      { id: 2, unlocked: true, progress: 0, completed: false },
      { id: 3, unlocked: true, progress: 40, completed: false },
      { id: 4, unlocked: true, progress: 10, completed: false },
    ];
    expect(adventureToResume(adventures)?.id).toBe(3);
    expect(adventureToResume(adventures.slice(0, 2))).toBeUndefined();
  });
});
