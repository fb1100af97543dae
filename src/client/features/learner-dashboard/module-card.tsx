import { LEARNER_MODULES_COPY } from '../../../domain/content/learner-dashboard.ts';
import {
  CATEGORY_LABELS,
  DIFFICULTY_LABELS,
  LEARNING_STYLE_LABELS,
  type LearningModule,
} from '../../../domain/learning.ts';
import { moduleActionLabel } from '../../../domain/learning-cards.ts';
import { MessageButton } from '../../ui/message-button.tsx';
import { ProgressBar } from '../../ui/progress-bar.tsx';
import { CheckIcon } from '../../ui/status-icons.tsx';

const DETAILS = [
  ['adaptations', LEARNER_MODULES_COPY.adaptations],
  ['accommodations', LEARNER_MODULES_COPY.accommodations],
  ['standards', LEARNER_MODULES_COPY.standards],
] as const;

/** One module: Start Learning at 0%, Continue above, and a tick with "Completed" when done. */
export function ModuleCard({ module }: { module: LearningModule }) {
  const titleId = `module-${module.id}-title`;
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-line bg-surface p-5 shadow-sm">
      <div>
        <h3 id={titleId} className="text-lg font-semibold text-ink">
          {module.title}
        </h3>
        <p className="text-sm text-ink-muted">
          {CATEGORY_LABELS[module.category]} · {DIFFICULTY_LABELS[module.difficulty]} ·{' '}
          {module.duration} {LEARNER_MODULES_COPY.minutes} · {module.gradeLevel}
        </p>
      </div>
      {module.completed ? (
        <p className="inline-flex items-center gap-1 font-semibold text-ink">
          <CheckIcon /> {LEARNER_MODULES_COPY.completed}
        </p>
      ) : null}
      <p className="text-ink">{module.description}</p>
      <ProgressBar value={module.progress} label={`${module.title} progress`} />
      <dl className="grid gap-2 text-sm">
        <div>
          <dt className="font-semibold text-ink">{LEARNER_MODULES_COPY.modalities}</dt>
          <dd className="text-ink">
            {module.modalities.map((modality) => LEARNING_STYLE_LABELS[modality]).join(', ')}
          </dd>
        </div>
        {DETAILS.map(([key, label]) => (
          <div key={key}>
            <dt className="font-semibold text-ink">{label}</dt>
            <dd className="text-ink">{module[key].join(', ')}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-auto pt-2">
        <MessageButton
          label={moduleActionLabel(module)}
          message={LEARNER_MODULES_COPY.previewMessage}
          describedBy={titleId}
        />
      </div>
    </li>
  );
}
