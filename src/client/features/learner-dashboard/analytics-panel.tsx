import { Card } from '../../ui/card.tsx';
import { StatList } from '../../ui/stat-list.tsx';
import type { LearnerDashboardPageContent } from './dashboard-content.ts';
import { PanelTitle } from './panel-title.tsx';
import { PathStatus } from './path-status.tsx';

/** Progress & Analytics tab: four fixed figures, the numbered path and the level (spec §2). */
export function AnalyticsPanel({ content }: { content: LearnerDashboardPageContent }) {
  const { LEARNER_ANALYTICS, LEARNING_LABELS } = content.learnerDashboard;
  const { LEARNING_MODULES } = content.learningModules;
  return (
    <>
      <PanelTitle>{LEARNER_ANALYTICS.title}</PanelTitle>
      <StatList stats={LEARNER_ANALYTICS.figures.map(({ label, value }) => ({ label, value }))} />
      <div className="mt-6 grid gap-6 xl:grid-cols-3">
        <Card className="xl:col-span-2">
          <h3 className="text-lg font-semibold text-ink">{LEARNER_ANALYTICS.pathTitle}</h3>
          <ol className="mt-4 flex flex-col gap-4">
            {LEARNING_MODULES.map((module, index) => (
              <li key={module.id} className="flex items-center gap-3">
                <PathStatus module={module} number={index + 1} labels={LEARNING_LABELS.pathSteps} />
                <p className="font-medium text-ink">{module.title}</p>
              </li>
            ))}
          </ol>
        </Card>
        <Card className="self-start">
          <h3 className="text-lg font-semibold text-ink">{LEARNER_ANALYTICS.levelTitle}</h3>
          <p className="mt-2 text-4xl font-bold text-ink">{LEARNER_ANALYTICS.levelText}</p>
          <p className="mt-1 text-ink-muted">{LEARNER_ANALYTICS.levelNote}</p>
        </Card>
      </div>
    </>
  );
}
