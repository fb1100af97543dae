import type { AdventuresContent, NexusLearningContent } from '../../../domain/content/modules.ts';
import type { Adventure, LearningStyle } from '../../../domain/learning/learning.ts';
import { MAX_STARS } from '../../../domain/learning/learning.ts';
import { adventureAction } from '../../../domain/learning/cards.ts';
import { buttonClassName } from '../../ui/button-styles.ts';
import { MessageButton } from '../../ui/message-button.tsx';
import { ProgressBar } from '../../ui/progress-bar.tsx';
import { CheckIcon, LockIcon } from '../../ui/status-icons.tsx';
import { StarRating } from './star-rating.tsx';
import { SupportTags } from './support-tags.tsx';

/** One sample adventure, in the language of the page. */
export type AdventureItem = AdventuresContent['ADVENTURES'][number];

/** The id of an adventure's button, so "Resume Module" can move focus to it. */
export const adventureActionId = (adventure: Pick<Adventure, 'id'>) =>
  `adventure-${adventure.id}-action`;

export interface AdventureCardProps {
  adventure: AdventureItem;
  nexusLearning: NexusLearningContent;
}

/**
 * One adventure: what it is, its stars and progress, up to three supports, and its button:
 * Locked (disabled), Start Adventure or Continue (public spec §4).
 */
export function AdventureCard({ adventure, nexusLearning }: AdventureCardProps) {
  const { ACADEMY_CARD_LABELS: labels, PREVIEW_MESSAGE } = nexusLearning;
  const action = adventureAction(adventure);
  const actionLabel = labels.actions[action.label];
  const titleId = `adventure-${adventure.id}-title`;
  // The style ids are the same in every language; an unknown one is shown as it is.
  const styles = adventure.learningStyles.map(
    (style) => labels.styles[style as LearningStyle] ?? style,
  );
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-line bg-surface p-5 shadow-sm">
      <div>
        <h4 id={titleId} className="text-xl font-semibold text-ink">
          {adventure.title}
        </h4>
        <p className="text-ink-muted">
          {adventure.subject} · {adventure.gradeLevel} · {adventure.skillLevel} ·{' '}
          {labels.minutes(adventure.duration)}
        </p>
      </div>
      <p className="text-ink">{adventure.description}</p>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <StarRating stars={adventure.stars} label={labels.stars(adventure.stars, MAX_STARS)} />
        {adventure.completed ? (
          <span className="inline-flex items-center gap-1 font-semibold text-ink">
            <CheckIcon /> {labels.completed}
          </span>
        ) : null}
        {adventure.iepAligned ? (
          <span className="text-sm text-ink-muted">{labels.iepAligned}</span>
        ) : null}
        {adventure.gameified ? <span className="text-sm text-ink-muted">{labels.game}</span> : null}
      </div>
      {adventure.unlocked ? (
        <ProgressBar value={adventure.progress} label={labels.progress(adventure.title)} />
      ) : null}
      <p className="text-sm text-ink-muted">{labels.learnIt(styles.join(', '))}</p>
      <SupportTags
        supports={adventure.neuroSupports}
        label={labels.supportsIn(adventure.title)}
        moreLabel={labels.moreSupports}
      />
      <div className="mt-auto pt-2">
        {action.isDisabled ? (
          <button
            type="button"
            disabled
            aria-describedby={titleId}
            className={buttonClassName('secondary')}
          >
            <LockIcon /> {actionLabel}
          </button>
        ) : (
          <MessageButton
            id={adventureActionId(adventure)}
            label={actionLabel}
            message={PREVIEW_MESSAGE}
            describedBy={titleId}
          />
        )}
      </div>
    </li>
  );
}
