import { useEffect, useRef, useState } from 'react';
import { PATHWAY_WIZARD, WIZARD_STEP_COPY } from '../../../domain/content/pathway-wizard.ts';
import {
  EMPTY_CHOICES,
  STEP_CHOICE,
  WIZARD_STEPS,
  toggleChoice,
  type PathwayChoices,
} from '../../../domain/pathway.ts';
import { OptionStep } from './option-step.tsx';
import { PathwayResult } from './pathway-result.tsx';
import { STEP_OPTIONS, STEP_ORDER } from './wizard-options.ts';
import { WizardStepList } from './wizard-step-list.tsx';

/**
 * The four-step pathway wizard (public spec §2, §4): Profile, Learning Style, Preferences,
 * Pathway. Nothing leaves the browser until the family presses Start My Journey.
 */
export function PathwayWizard() {
  const [stepIndex, setStepIndex] = useState(0);
  const [choices, setChoices] = useState<PathwayChoices>(EMPTY_CHOICES);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const hasMoved = useRef(false);
  const step = WIZARD_STEPS[stepIndex]!;
  const copy = WIZARD_STEP_COPY[step];

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
        <WizardStepList currentIndex={stepIndex} />
      </div>
      <div className="mt-6 rounded-lg border border-line bg-surface p-5 shadow-sm md:p-8">
        <h3 ref={headingRef} tabIndex={-1} className="text-xl font-bold text-ink md:text-2xl">
          Step {stepIndex + 1} of {WIZARD_STEPS.length}: {copy.name}
        </h3>
        <div className="mt-3">
          {step === 'pathway' ? (
            <PathwayResult
              choices={choices}
              onBack={() => goTo(stepIndex - 1)}
              onStartOver={startOver}
            />
          ) : (
            <OptionStep
              key={step}
              copy={copy}
              options={STEP_OPTIONS[STEP_CHOICE[step]]}
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
