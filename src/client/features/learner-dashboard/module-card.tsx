import type { LearnerDashboardContent } from '../../../domain/content/modules.ts';
import type {
  Modality,
  ModuleCategory,
  ModuleDifficulty,
} from '../../../domain/learning/learning.ts';
import { moduleActionLabel } from '../../../domain/learning/cards.ts';
import { MessageButton } from '../../ui/message-button.tsx';
import { ProgressBar } from '../../ui/progress-bar.tsx';
import { CheckIcon } from '../../ui/status-icons.tsx';
import type { LearningModuleItem } from './dashboard-content.ts';

export interface ModuleCardProps {
  module: LearningModuleItem;
  learnerDashboard: LearnerDashboardContent;
}

/** One module: Start Learning at 0%, Continue above, and a tick with "Completed" when done. */
export function ModuleCard({ module, learnerDashboard }: ModuleCardProps) {
  const { LEARNER_MODULES_COPY: copy, LEARNING_LABELS: labels } = learnerDashboard;
  const details = [
    ['adaptations', copy.adaptations],
    ['accommodations', copy.accommodations],
    ['standards', copy.standards],
  ] as const;
  const titleId = `module-${module.id}-title`;
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-line bg-surface p-5 shadow-sm">
      <div>
        <h3 id={titleId} className="text-lg font-semibold text-ink">
          {module.title}
        </h3>
        <p className="text-sm text-ink-muted">
          {labels.categories[module.category as ModuleCategory]} ·{' '}
          {labels.difficulties[module.difficulty as ModuleDifficulty]} · {module.duration}{' '}
          {copy.minutes} · {module.gradeLevel}
        </p>
      </div>
      {module.completed ? (
        <p className="inline-flex items-center gap-1 font-semibold text-ink">
          <CheckIcon /> {copy.completed}
        </p>
      ) : null}
      <p className="text-ink">{module.description}</p>
      <ProgressBar value={module.progress} label={copy.progress(module.title)} />
      <dl className="grid gap-2 text-sm">
        <div>
          <dt className="font-semibold text-ink">{copy.modalities}</dt>
          <dd className="text-ink">
            {module.modalities
              .map((modality) => labels.modalities[modality as Modality] ?? modality)
              .join(', ')}
          </dd>
        </div>
        {details.map(([key, label]) => (
          <div key={key}>
            <dt className="font-semibold text-ink">{label}</dt>
            <dd className="text-ink">{module[key].join(', ')}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-auto pt-2">
        <MessageButton
          label={copy.actions[moduleActionLabel(module)]}
          message={copy.previewMessage}
          describedBy={titleId}
        />
      </div>
    </li>
  );
}
