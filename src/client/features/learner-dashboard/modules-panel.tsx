import type { LearnerDashboardPageContent } from './dashboard-content.ts';
import { ModuleCard } from './module-card.tsx';
import { PanelTitle } from './panel-title.tsx';

/** Learning Modules tab: the six sample modules. */
export function ModulesPanel({ content }: { content: LearnerDashboardPageContent }) {
  const { LEARNER_MODULES_COPY } = content.learnerDashboard;
  return (
    <>
      <PanelTitle>{LEARNER_MODULES_COPY.title}</PanelTitle>
      <p className="-mt-2 mb-4 max-w-prose text-ink-muted">{LEARNER_MODULES_COPY.intro}</p>
      <ul className="grid gap-4 md:grid-cols-2 2xl:grid-cols-3">
        {content.learningModules.LEARNING_MODULES.map((module) => (
          <ModuleCard key={module.id} module={module} learnerDashboard={content.learnerDashboard} />
        ))}
      </ul>
    </>
  );
}
