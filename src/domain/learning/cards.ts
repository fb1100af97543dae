import type { Adventure, LearningModule } from './learning.ts';

/**
 * What the adventure and module cards say (public spec §4 "Adventure card", §2 "Learner
 * dashboard", §9). Pure, so the rules are tested once and both pages agree.
 */

export type AdventureAction = {
  label: 'Locked' | 'Start Adventure' | 'Continue';
  isDisabled: boolean;
};

/** A locked adventure stays locked whatever its progress says: unlocking comes first. */
export function adventureAction(
  adventure: Pick<Adventure, 'unlocked' | 'progress'>,
): AdventureAction {
  if (!adventure.unlocked) return { label: 'Locked', isDisabled: true };
  return { label: adventure.progress > 0 ? 'Continue' : 'Start Adventure', isDisabled: false };
}

export type ModuleActionLabel = 'Start Learning' | 'Continue';

export function moduleActionLabel(module: Pick<LearningModule, 'progress'>): ModuleActionLabel {
  return module.progress > 0 ? 'Continue' : 'Start Learning';
}

/** Each adventure shows at most 3 support tags, then one "+N more" tag (public spec §9). */
export const MAX_SUPPORT_TAGS = 3;

export type TagList = {
  shown: readonly string[];
  /** "+2 more", or null when every tag is shown. */
  moreLabel: string | null;
  hidden: readonly string[];
};

export function limitTags(tags: readonly string[], max = MAX_SUPPORT_TAGS): TagList {
  const shown = tags.slice(0, max);
  const hidden = tags.slice(max);
  return { shown, hidden, moreLabel: hidden.length > 0 ? `+${hidden.length} more` : null };
}

/**
 * The circle beside each step of the learning path: green when completed, blue when started,
 * grey otherwise. The label goes with the colour, so the colour is never the only signal.
 */
export type PathStepStatus = 'completed' | 'in-progress' | 'not-started';

export const PATH_STEP_LABELS: Record<PathStepStatus, string> = {
  completed: 'Completed',
  'in-progress': 'In progress',
  'not-started': 'Not started',
};

export function pathStepStatus(
  module: Pick<LearningModule, 'completed' | 'progress'>,
): PathStepStatus {
  if (module.completed) return 'completed';
  return module.progress > 0 ? 'in-progress' : 'not-started';
}

/** The dashboard recommends the first 3 modules (public spec §9). */
export const RECOMMENDED_MODULE_COUNT = 3;

export function recommendedModules<T>(modules: readonly T[]): readonly T[] {
  return modules.slice(0, RECOMMENDED_MODULE_COUNT);
}

export function countCompleted(modules: readonly Pick<LearningModule, 'completed'>[]): number {
  return modules.filter((module) => module.completed).length;
}

/** The adventure "Resume Module" goes back to: the first one started and not finished. */
export function adventureToResume<T extends Pick<Adventure, 'unlocked' | 'progress' | 'completed'>>(
  adventures: readonly T[],
): T | undefined {
  return adventures.find(
    (adventure) => adventure.unlocked && adventure.progress > 0 && !adventure.completed,
  );
}
