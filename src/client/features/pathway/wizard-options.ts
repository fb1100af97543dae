import {
  ENVIRONMENT_OPTION_TEXT,
  PROFILE_OPTION_TEXT,
  STYLE_OPTION_TEXT,
} from '../../../domain/content/pathway-wizard.ts';
import { LEARNING_STYLES, LEARNING_STYLE_LABELS } from '../../../domain/learning.ts';
import {
  ENVIRONMENTS,
  ENVIRONMENT_LABELS,
  NEURO_PROFILES,
  NEURO_PROFILE_LABELS,
  type PathwayChoices,
} from '../../../domain/pathway.ts';

export type WizardOption = { value: string; label: string; text: string };

/** The options of each choosing step, in the order of the spec's lists (§3 "Wizard options"). */
export const STEP_OPTIONS: Record<keyof PathwayChoices, readonly WizardOption[]> = {
  profiles: NEURO_PROFILES.map((value) => ({
    value,
    label: NEURO_PROFILE_LABELS[value],
    text: PROFILE_OPTION_TEXT[value],
  })),
  styles: LEARNING_STYLES.map((value) => ({
    value,
    label: LEARNING_STYLE_LABELS[value],
    text: STYLE_OPTION_TEXT[value],
  })),
  environments: ENVIRONMENTS.map((value) => ({
    value,
    label: ENVIRONMENT_LABELS[value],
    text: ENVIRONMENT_OPTION_TEXT[value],
  })),
};

/** The option values of each step, for toggleChoice to keep them in order. */
export const STEP_ORDER: Record<keyof PathwayChoices, readonly string[]> = {
  profiles: NEURO_PROFILES,
  styles: LEARNING_STYLES,
  environments: ENVIRONMENTS,
};
