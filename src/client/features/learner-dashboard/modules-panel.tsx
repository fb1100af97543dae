import { LEARNER_MODULES_COPY } from '../../../domain/content/learner-dashboard.ts';
import { LEARNING_MODULES } from '../../../domain/content/learning-modules.ts';
import { ModuleCard } from './module-card.tsx';
import { PanelTitle } from './panel-title.tsx';

/** Learning Modules tab: the six sample modules. */
export function ModulesPanel() {
  return (
    <>
      <PanelTitle>{LEARNER_MODULES_COPY.title}</PanelTitle>
      <p className="-mt-2 mb-4 max-w-prose text-ink-muted">{LEARNER_MODULES_COPY.intro}</p>
      <ul className="grid gap-4 md:grid-cols-2 2xl:grid-cols-3">
        {LEARNING_MODULES.map((module) => (
          <ModuleCard key={module.id} module={module} />
        ))}
      </ul>
    </>
  );
}
