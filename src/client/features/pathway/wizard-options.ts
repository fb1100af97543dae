import type { PathwayWizardContent } from '../../../domain/content/modules.ts';
import { LEARNING_STYLES } from '../../../domain/learning/learning.ts';
import { ENVIRONMENTS, NEURO_PROFILES } from '../../../domain/site/pathway-options.ts';
import type { PathwayChoices } from '../../../domain/site/pathway.ts';

export type WizardOption = { value: string; label: string; text: string };

/** The options of each choosing step, in the order of the spec's lists (§3 "Wizard options"). */
export function stepOptions(
  wizard: PathwayWizardContent,
): Record<keyof PathwayChoices, readonly WizardOption[]> {
  const { WIZARD_OPTION_LABELS, PROFILE_OPTION_TEXT, STYLE_OPTION_TEXT, ENVIRONMENT_OPTION_TEXT } =
    wizard;
  return {
    profiles: NEURO_PROFILES.map((value) => ({
      value,
      label: WIZARD_OPTION_LABELS.profiles[value],
      text: PROFILE_OPTION_TEXT[value],
    })),
    styles: LEARNING_STYLES.map((value) => ({
      value,
      label: WIZARD_OPTION_LABELS.styles[value],
      text: STYLE_OPTION_TEXT[value],
    })),
    environments: ENVIRONMENTS.map((value) => ({
      value,
      label: WIZARD_OPTION_LABELS.environments[value],
      text: ENVIRONMENT_OPTION_TEXT[value],
    })),
  };
}

/** The option values of each step, for toggleChoice to keep them in order. */
export const STEP_ORDER: Record<keyof PathwayChoices, readonly string[]> = {
  profiles: NEURO_PROFILES,
  styles: LEARNING_STYLES,
  environments: ENVIRONMENTS,
};
