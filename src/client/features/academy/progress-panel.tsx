import type {
  AdventuresContent,
  LearnerProfileContent,
  NexusLearningContent,
} from '../../../domain/content/modules.ts';
import { MAX_STARS, type SocialEmotionalScores } from '../../../domain/learning/learning.ts';
import { adventureAction } from '../../../domain/learning/cards.ts';
import { ProgressBar } from '../../ui/progress-bar.tsx';
import { StatList } from '../../ui/stat-list.tsx';
import { PanelIntro } from './panel-intro.tsx';
import { StarRating } from './star-rating.tsx';

export interface ProgressPanelProps {
  nexusLearning: NexusLearningContent;
  adventures: AdventuresContent;
  learnerProfile: LearnerProfileContent;
}

/** The Progress tab: the learner's figures, social-emotional growth and each adventure. */
export function ProgressPanel({ nexusLearning, adventures, learnerProfile }: ProgressPanelProps) {
  const { ACADEMY_PROGRESS, ACADEMY_CARD_LABELS } = nexusLearning;
  return (
    <>
      <PanelIntro
        id="academy-progress-title"
        title={ACADEMY_PROGRESS.title}
        intro={ACADEMY_PROGRESS.intro}
      />
      <StatList stats={ACADEMY_PROGRESS.stats} />
      <div className="mt-10 grid gap-10 lg:grid-cols-2">
        <section aria-labelledby="academy-skills-title">
          <h3 id="academy-skills-title" className="text-xl font-bold text-ink">
            {ACADEMY_PROGRESS.skillsTitle}
          </h3>
          <ul className="mt-4 flex flex-col gap-3">
            {Object.entries(learnerProfile.STUDENT_PROFILE.socialEmotional).map(
              ([skill, score]) => {
                const label = ACADEMY_PROGRESS.skillLabels[skill as keyof SocialEmotionalScores];
                return (
                  <li key={skill}>
                    <p className="font-medium text-ink">{label}</p>
                    <ProgressBar value={score} label={label} />
                  </li>
                );
              },
            )}
          </ul>
        </section>
        <section aria-labelledby="academy-adventure-progress-title">
          <h3 id="academy-adventure-progress-title" className="text-xl font-bold text-ink">
            {ACADEMY_PROGRESS.adventuresTitle}
          </h3>
          <ul className="mt-4 flex flex-col gap-3">
            {adventures.ADVENTURES.map((adventure) => (
              <li key={adventure.id} className="rounded-lg border border-line bg-surface p-4">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h4 className="font-semibold text-ink">{adventure.title}</h4>
                  <StarRating
                    stars={adventure.stars}
                    label={ACADEMY_CARD_LABELS.stars(adventure.stars, MAX_STARS)}
                  />
                </div>
                {adventure.unlocked ? (
                  <ProgressBar
                    className="mt-2"
                    value={adventure.progress}
                    label={ACADEMY_CARD_LABELS.progress(adventure.title)}
                  />
                ) : (
                  <p className="mt-2 text-ink-muted">
                    {ACADEMY_CARD_LABELS.actions[adventureAction(adventure).label]}
                  </p>
                )}
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}
