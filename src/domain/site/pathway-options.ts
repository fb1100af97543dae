/**
 * The options of the K-12 pathway wizard (public spec §3 "Wizard options", §4 "Wizard"): what a
 * family can choose at each step, with the English labels. The copy in content/ is written
 * against these lists, and pathway.ts computes the pathway from them and that copy.
 */

export const NEURO_PROFILES = [
  'autism',
  'adhd',
  'dyslexia',
  'sensory',
  'anxiety',
  'executive',
] as const;
export type NeuroProfile = (typeof NEURO_PROFILES)[number];

export const ENVIRONMENTS = [
  'quiet',
  'collaborative',
  'flexible',
  'structured',
  'technology',
  'realworld',
] as const;
export type Environment = (typeof ENVIRONMENTS)[number];

export const NEURO_PROFILE_LABELS: Record<NeuroProfile, string> = {
  autism: 'Autism',
  adhd: 'ADHD',
  dyslexia: 'Dyslexia',
  sensory: 'Sensory processing',
  anxiety: 'Anxiety',
  executive: 'Executive function',
};

export const ENVIRONMENT_LABELS: Record<Environment, string> = {
  quiet: 'Quiet spaces',
  collaborative: 'Working with others',
  flexible: 'Flexible seating',
  structured: 'Clear routines',
  technology: 'Technology-rich',
  realworld: 'Real-world projects',
};

/** The wizard's four steps; the first three each fill one list of choices (spec §4 "Wizard"). */
export const WIZARD_STEPS = ['profile', 'style', 'preferences', 'pathway'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];
