import { PREVIEW_MESSAGE } from '../../../domain/content/nexus-learning.ts';
import type { Adventure } from '../../../domain/learning.ts';
import { LEARNING_STYLE_LABELS } from '../../../domain/learning.ts';
import { adventureAction } from '../../../domain/learning-cards.ts';
import { buttonClassName } from '../../ui/button-styles.ts';
import { MessageButton } from '../../ui/message-button.tsx';
import { ProgressBar } from '../../ui/progress-bar.tsx';
import { CheckIcon, LockIcon } from '../../ui/status-icons.tsx';
import { StarRating } from './star-rating.tsx';
import { SupportTags } from './support-tags.tsx';

/** The id of an adventure's button, so "Resume Module" can move focus to it. */
export const adventureActionId = (adventure: Pick<Adventure, 'id'>) =>
  `adventure-${adventure.id}-action`;

/**
 * One adventure: what it is, its stars and progress, up to three supports, and its button:
 * Locked (disabled), Start Adventure or Continue (public spec §4).
 */
export function AdventureCard({ adventure }: { adventure: Adventure }) {
  const action = adventureAction(adventure);
  const titleId = `adventure-${adventure.id}-title`;
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-line bg-surface p-5 shadow-sm">
      <div>
        <h4 id={titleId} className="text-xl font-semibold text-ink">
          {adventure.title}
        </h4>
        <p className="text-ink-muted">
          {adventure.subject} · {adventure.gradeLevel} · {adventure.skillLevel} ·{' '}
          {adventure.duration} min
        </p>
      </div>
      <p className="text-ink">{adventure.description}</p>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <StarRating stars={adventure.stars} />
        {adventure.completed ? (
          <span className="inline-flex items-center gap-1 font-semibold text-ink">
            <CheckIcon /> Completed
          </span>
        ) : null}
        {adventure.iepAligned ? <span className="text-sm text-ink-muted">IEP-aligned</span> : null}
        {adventure.gameified ? <span className="text-sm text-ink-muted">Game</span> : null}
      </div>
      {adventure.unlocked ? (
        <ProgressBar value={adventure.progress} label={`${adventure.title} progress`} />
      ) : null}
      <p className="text-sm text-ink-muted">
        Learn it: {adventure.learningStyles.map((style) => LEARNING_STYLE_LABELS[style]).join(', ')}
      </p>
      <SupportTags supports={adventure.neuroSupports} label={`Supports in ${adventure.title}`} />
      <div className="mt-auto pt-2">
        {action.isDisabled ? (
          <button
            type="button"
            disabled
            aria-describedby={titleId}
            className={buttonClassName('secondary')}
          >
            <LockIcon /> {action.label}
          </button>
        ) : (
          <MessageButton
            id={adventureActionId(adventure)}
            label={action.label}
            message={PREVIEW_MESSAGE}
            describedBy={titleId}
          />
        )}
      </div>
    </li>
  );
}
