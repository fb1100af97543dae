import { clsx } from 'clsx';
import type { PathwayWizardContent } from '../../../domain/content/modules.ts';
import { WIZARD_STEPS } from '../../../domain/site/pathway-options.ts';
import { CheckIcon } from '../../ui/status-icons.tsx';

export interface WizardStepListProps {
  currentIndex: number;
  pathwayWizard: PathwayWizardContent;
}

/** Where the family is: the four steps, done ones ticked, the current one marked in words too. */
export function WizardStepList({ currentIndex, pathwayWizard }: WizardStepListProps) {
  const { PATHWAY_WIZARD, WIZARD_STEP_COPY } = pathwayWizard;
  return (
    <ol aria-label={PATHWAY_WIZARD.stepsLabel} className="flex flex-wrap gap-2">
      {WIZARD_STEPS.map((step, index) => {
        const isCurrent = index === currentIndex;
        const isDone = index < currentIndex;
        return (
          <li
            key={step}
            aria-current={isCurrent ? 'step' : undefined}
            className={clsx(
              'flex items-center gap-2 rounded-full border-2 px-3 py-1',
              isCurrent
                ? 'border-brand bg-brand-soft font-semibold text-brand-ink'
                : 'border-line text-ink',
            )}
          >
            <span
              aria-hidden="true"
              className="flex size-6 items-center justify-center rounded-full border-2 border-current text-sm"
            >
              {isDone ? <CheckIcon className="size-4" /> : index + 1}
            </span>
            {WIZARD_STEP_COPY[step].name}
            {isDone ? <span className="sr-only">{PATHWAY_WIZARD.stepDone}</span> : null}
          </li>
        );
      })}
    </ol>
  );
}
