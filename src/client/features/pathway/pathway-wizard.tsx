import { useEffect, useMemo, useRef, useState } from 'react';
import type {
  PathwayRecommendationsContent,
  PathwayWizardContent,
  StemProgramsContent,
} from '../../../domain/content/modules.ts';
import {
  EMPTY_CHOICES,
  STEP_CHOICE,
  toggleChoice,
  type PathwayChoices,
  type PathwayCopy,
} from '../../../domain/site/pathway.ts';
import { WIZARD_STEPS } from '../../../domain/site/pathway-options.ts';
import { OptionStep } from './option-step.tsx';
import { PathwayResult } from './pathway-result.tsx';
import { STEP_ORDER, stepOptions } from './wizard-options.ts';
import { WizardStepList } from './wizard-step-list.tsx';

export type PathwayWizardPageContent = {
  pathwayWizard: PathwayWizardContent;
  pathwayRecommendations: PathwayRecommendationsContent;
  stemPrograms: StemProgramsContent;
};

/**
 * The four-step pathway wizard (public spec §2, §4): Profile, Learning Style, Preferences,
 * Pathway. Nothing leaves the browser until the family presses Start My Journey.
 */
export function PathwayWizard({ content }: { content: PathwayWizardPageContent }) {
  const { pathwayWizard, pathwayRecommendations, stemPrograms } = content;
  const { PATHWAY_WIZARD, WIZARD_STEP_COPY } = pathwayWizard;
  const [stepIndex, setStepIndex] = useState(0);
  const [choices, setChoices] = useState<PathwayChoices>(EMPTY_CHOICES);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const hasMoved = useRef(false);
  const step = WIZARD_STEPS[stepIndex]!;
  const copy = WIZARD_STEP_COPY[step];
  const options = useMemo(() => stepOptions(pathwayWizard), [pathwayWizard]);
  // The pathway and its summary for enrollment are written in the language of the page.
  const pathwayCopy = useMemo<PathwayCopy>(
    () => ({
      recommendations: pathwayRecommendations,
      programs: stemPrograms.STEM_PROGRAMS,
      labels: pathwayWizard.WIZARD_OPTION_LABELS,
    }),
    [pathwayRecommendations, stemPrograms, pathwayWizard],
  );

  // After Continue, Back or Start Over the old buttons are gone: focus goes to the new step's
  // heading, so keyboard and screen reader users start reading at the top of it. Not on load.
  useEffect(() => {
    if (hasMoved.current) headingRef.current?.focus();
  }, [stepIndex]);

  function goTo(index: number) {
    hasMoved.current = true;
    setStepIndex(index);
  }
  function startOver() {
    setChoices(EMPTY_CHOICES);
    goTo(0);
  }

  return (
    <section aria-labelledby="pathway-title">
      <h2 id="pathway-title" className="text-2xl leading-tight font-bold text-ink md:text-3xl">
        {PATHWAY_WIZARD.title}
      </h2>
      <p className="mt-2 max-w-prose text-lg text-ink-muted">{PATHWAY_WIZARD.intro}</p>
      <div className="mt-6">
        <WizardStepList currentIndex={stepIndex} pathwayWizard={pathwayWizard} />
      </div>
      <div className="mt-6 rounded-lg border border-line bg-surface p-5 shadow-sm md:p-8">
        <h3 ref={headingRef} tabIndex={-1} className="text-xl font-bold text-ink md:text-2xl">
          {PATHWAY_WIZARD.stepHeading(stepIndex + 1, WIZARD_STEPS.length, copy.name)}
        </h3>
        <div className="mt-3">
          {step === 'pathway' ? (
            <PathwayResult
              pathwayWizard={pathwayWizard}
              pathwayCopy={pathwayCopy}
              choices={choices}
              onBack={() => goTo(stepIndex - 1)}
              onStartOver={startOver}
            />
          ) : (
            <OptionStep
              key={step}
              wizard={PATHWAY_WIZARD}
              copy={copy}
              options={options[STEP_CHOICE[step]]}
              chosen={choices[STEP_CHOICE[step]]}
              onToggle={(value) => {
                const key = STEP_CHOICE[step];
                setChoices((current) => ({
                  ...current,
                  [key]: toggleChoice(current[key] as readonly string[], value, STEP_ORDER[key]),
                }));
              }}
              onContinue={() => goTo(stepIndex + 1)}
              onBack={stepIndex > 0 ? () => goTo(stepIndex - 1) : undefined}
              onStartOver={stepIndex > 0 ? startOver : undefined}
            />
          )}
        </div>
      </div>
    </section>
  );
}
