import { LEARNING_MODULES } from '../../../domain/content/learning-modules.ts';
import { STUDENT_PROFILE } from '../../../domain/content/learner-profile.ts';
import { LEARNER_OVERVIEW } from '../../../domain/content/learner-dashboard.ts';
import { DIFFICULTY_LABELS } from '../../../domain/learning.ts';
import { countCompleted, recommendedModules } from '../../../domain/learning-cards.ts';
import { Card } from '../../ui/card.tsx';
import { ProgressBar } from '../../ui/progress-bar.tsx';
import { StatList } from '../../ui/stat-list.tsx';
import { PanelTitle } from './panel-title.tsx';
import { PathStatus } from './path-status.tsx';
import { ProfileCard } from './profile-card.tsx';

/** Dashboard tab: the profile, three figures, and the first three modules as the path. */
export function OverviewPanel() {
  const stats = [
    { label: LEARNER_OVERVIEW.achievements, value: String(STUDENT_PROFILE.achievements.length) },
    { label: LEARNER_OVERVIEW.streak, value: `${STUDENT_PROFILE.streakDays} days` },
    {
      label: LEARNER_OVERVIEW.completed,
      value: `${countCompleted(LEARNING_MODULES)} of ${LEARNING_MODULES.length}`,
    },
  ];
  return (
    <>
      <PanelTitle>{`Welcome back, ${STUDENT_PROFILE.name}`}</PanelTitle>
      <StatList stats={stats} className="lg:grid-cols-3" />
      <div className="mt-6 grid gap-6 xl:grid-cols-2">
        <ProfileCard />
        <Card>
          <h3 className="text-lg font-semibold text-ink">{LEARNER_OVERVIEW.recommendedTitle}</h3>
          <p className="text-ink-muted">{LEARNER_OVERVIEW.recommendedIntro}</p>
          <ol className="mt-4 flex flex-col gap-4">
            {recommendedModules(LEARNING_MODULES).map((module, index) => (
              <li key={module.id} className="flex gap-3">
                <PathStatus module={module} number={index + 1} />
                <div className="min-w-0 flex-1">
                  <p className="font-semibold text-ink">{module.title}</p>
                  <p className="text-sm text-ink-muted">
                    {DIFFICULTY_LABELS[module.difficulty]} · {module.duration} minutes
                  </p>
                  <ProgressBar
                    className="mt-1"
                    value={module.progress}
                    label={`${module.title} progress`}
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
