import type { NexusLearningContent } from '../../../domain/content/modules.ts';
import { buttonClassName } from '../../ui/button-styles.ts';
import { ProgressBar } from '../../ui/progress-bar.tsx';
import { adventureActionId } from './adventure-card.tsx';
import { PanelIntro } from './panel-intro.tsx';
import { RevealButton } from './reveal-button.tsx';

export interface AcademyHomeProps {
  nexusLearning: NexusLearningContent;
  /** Opens the Adventures tab with focus on the adventure to pick up. */
  onResume: (focusId: string) => void;
}

const CARD = 'flex flex-col gap-3 rounded-lg border border-line bg-surface p-5 shadow-sm';

/** The Home tab: Resume Module, Daily Challenge and Join Session (public spec §2). */
export function AcademyHome({ nexusLearning, onResume }: AcademyHomeProps) {
  const { ACADEMY_HOME, ACADEMY_CARD_LABELS, RESUME_ADVENTURE } = nexusLearning;
  const { resume, dailyChallenge, session } = ACADEMY_HOME;
  return (
    <>
      <p className="mb-4 max-w-prose rounded-md border border-line-strong bg-muted px-4 py-2 text-ink">
        {ACADEMY_HOME.sampleNote}
      </p>
      <PanelIntro id="academy-home-title" title={ACADEMY_HOME.title} intro={ACADEMY_HOME.intro} />
      <ul className="grid gap-4 md:grid-cols-3">
        <li className={CARD}>
          <h3 className="text-xl font-semibold text-ink">{resume.title}</h3>
          <p className="text-ink">{resume.text}</p>
          <ProgressBar
            value={RESUME_ADVENTURE.progress}
            label={ACADEMY_CARD_LABELS.progress(RESUME_ADVENTURE.title)}
          />
          <button
            type="button"
            className={buttonClassName('primary', 'mt-auto self-start')}
            onClick={() => onResume(adventureActionId(RESUME_ADVENTURE))}
          >
            {resume.action}
          </button>
        </li>
        <li className={CARD}>
          <h3 className="text-xl font-semibold text-ink">{dailyChallenge.title}</h3>
          <p className="text-ink">{dailyChallenge.text}</p>
          <div className="mt-auto">
            <RevealButton label={dailyChallenge.action} details={dailyChallenge.details} />
          </div>
        </li>
        <li className={CARD}>
          <h3 className="text-xl font-semibold text-ink">{session.title}</h3>
          <p className="text-ink">{session.text}</p>
          <div className="mt-auto">
            <RevealButton label={session.action} details={session.details} />
          </div>
        </li>
      </ul>
    </>
  );
}
