import { clsx } from 'clsx';
import type { LearningModule } from '../../../domain/learning/learning.ts';
import { pathStepStatus, type PathStepStatus } from '../../../domain/learning/cards.ts';

/** Green completed, blue started, grey not started (public spec §2); white on 700 passes 4.5:1. */
const CIRCLE_CLASSES: Record<PathStepStatus, string> = {
  completed: 'border-green-700 bg-green-700 text-white',
  'in-progress': 'border-blue-700 bg-blue-700 text-white',
  'not-started': 'border-line-strong bg-muted text-ink',
};

export interface PathStatusProps {
  module: Pick<LearningModule, 'completed' | 'progress'>;
  number: number;
  /** The status in words: LEARNING_LABELS.pathSteps of the page's language. */
  labels: Readonly<Record<PathStepStatus, string>>;
}

/** A numbered circle in the status colour, with the status written under it. */
export function PathStatus({ module, number, labels }: PathStatusProps) {
  const status = pathStepStatus(module);
  return (
    <div className="flex w-24 shrink-0 flex-col items-center gap-1 text-center">
      <span
        aria-hidden="true"
        className={clsx(
          'flex size-10 items-center justify-center rounded-full border-2 text-lg font-bold',
          CIRCLE_CLASSES[status],
        )}
      >
        {number}
      </span>
      <span className="text-sm font-medium text-ink">{labels[status]}</span>
    </div>
  );
}
