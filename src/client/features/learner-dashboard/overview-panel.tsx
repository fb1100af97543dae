import type { ModuleDifficulty } from '../../../domain/learning/learning.ts';
import { countCompleted, recommendedModules } from '../../../domain/learning/cards.ts';
import { Card } from '../../ui/card.tsx';
import { ProgressBar } from '../../ui/progress-bar.tsx';
import { StatList } from '../../ui/stat-list.tsx';
import type { LearnerDashboardPageContent } from './dashboard-content.ts';
import { PanelTitle } from './panel-title.tsx';
import { PathStatus } from './path-status.tsx';
import { ProfileCard } from './profile-card.tsx';

/** Dashboard tab: the profile, three figures, and the first three modules as the path. */
export function OverviewPanel({ content }: { content: LearnerDashboardPageContent }) {
  const { LEARNER_OVERVIEW, LEARNER_MODULES_COPY, LEARNING_LABELS } = content.learnerDashboard;
  const { STUDENT_PROFILE } = content.learnerProfile;
  const { LEARNING_MODULES } = content.learningModules;
  const stats = [
    { label: LEARNER_OVERVIEW.achievements, value: String(STUDENT_PROFILE.achievements.length) },
    {
      label: LEARNER_OVERVIEW.streak,
      value: LEARNER_OVERVIEW.streakValue(STUDENT_PROFILE.streakDays),
    },
    {
      label: LEARNER_OVERVIEW.completed,
      value: LEARNER_OVERVIEW.completedValue(
        countCompleted(LEARNING_MODULES),
        LEARNING_MODULES.length,
      ),
    },
  ];
  return (
    <>
      <PanelTitle>{LEARNER_OVERVIEW.welcome(STUDENT_PROFILE.name)}</PanelTitle>
      <StatList stats={stats} className="lg:grid-cols-3" />
      <div className="mt-6 grid gap-6 xl:grid-cols-2">
        <ProfileCard content={content} />
        <Card>
          <h3 className="text-lg font-semibold text-ink">{LEARNER_OVERVIEW.recommendedTitle}</h3>
          <p className="text-ink-muted">{LEARNER_OVERVIEW.recommendedIntro}</p>
          <ol className="mt-4 flex flex-col gap-4">
            {recommendedModules(LEARNING_MODULES).map((module, index) => (
              <li key={module.id} className="flex gap-3">
                <PathStatus module={module} number={index + 1} labels={LEARNING_LABELS.pathSteps} />
                <div className="min-w-0 flex-1">
                  <p className="font-semibold text-ink">{module.title}</p>
                  <p className="text-sm text-ink-muted">
                    {LEARNING_LABELS.difficulties[module.difficulty as ModuleDifficulty]} ·{' '}
                    {module.duration} {LEARNER_MODULES_COPY.minutes}
                  </p>
                  <ProgressBar
                    className="mt-1"
                    value={module.progress}
                    label={LEARNER_MODULES_COPY.progress(module.title)}
                  />
                </div>
              </li>
            ))}
          </ol>
        </Card>
      </div>
    </>
  );
}
