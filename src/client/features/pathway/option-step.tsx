import { useId } from 'react';
import type { PathwayWizardContent } from '../../../domain/content/modules.ts';
import type { WizardStepCopy } from '../../../domain/content/pathway-wizard.ts';
import { Button } from '../../ui/button.tsx';
import { ToggleButton } from '../../ui/toggle-button.tsx';
import type { WizardOption } from './wizard-options.ts';

export interface OptionStepProps {
  /** The words of the buttons (Back, Continue, Start Over). */
  wizard: PathwayWizardContent['PATHWAY_WIZARD'];
  copy: WizardStepCopy;
  options: readonly WizardOption[];
  chosen: readonly string[];
  onToggle: (value: string) => void;
  onContinue: () => void;
  /** Absent on the first step. */
  onBack?: () => void;
  onStartOver?: () => void;
}

/**
 * One choosing step: toggle buttons for the options, then Continue, which stays disabled until
 * something is chosen. The hint under it says why, and the button is described by it.
 */
export function OptionStep({
  wizard,
  copy,
  options,
  chosen,
  onToggle,
  onContinue,
  onBack,
  onStartOver,
}: OptionStepProps) {
  const questionId = useId();
  const hintId = useId();
  const canContinue = chosen.length > 0;
  return (
    <>
      <p id={questionId} className="text-lg text-ink">
        {copy.question}
      </p>
      <ul
        role="list"
        aria-labelledby={questionId}
        className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3"
      >
        {options.map((option) => (
          <li key={option.value}>
            <ToggleButton
              className="h-full"
              isPressed={chosen.includes(option.value)}
              onPressedChange={() => onToggle(option.value)}
            >
              <span className="font-semibold">{option.label}</span>{' '}
              <span className="text-sm">{option.text}</span>
            </ToggleButton>
          </li>
        ))}
      </ul>
      <div className="mt-6 flex flex-wrap items-center gap-3">
        {onBack ? (
          <Button variant="secondary" onClick={onBack}>
            {wizard.back}
          </Button>
        ) : null}
        <Button
          disabled={!canContinue}
          aria-describedby={canContinue ? undefined : hintId}
          onClick={onContinue}
        >
          {wizard.continue}
        </Button>
        {onStartOver ? (
          <Button variant="ghost" onClick={onStartOver}>
            {wizard.startOver}
          </Button>
        ) : null}
      </div>
      {canContinue ? null : (
        <p id={hintId} className="mt-2 text-ink-muted">
          {copy.hint}
        </p>
      )}
    </>
  );
}
