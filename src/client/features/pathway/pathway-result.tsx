import { useNavigate } from 'react-router';
import type { PathwayWizardContent } from '../../../domain/content/modules.ts';
import {
  computePathway,
  formatPathwaySummary,
  type PathwayChoices,
  type PathwayCopy,
} from '../../../domain/site/pathway.ts';
import { saveEnrollmentPrefill } from '../../lib/enrollment-prefill.ts';
import { Button } from '../../ui/button.tsx';

export interface PathwayResultProps {
  pathwayWizard: PathwayWizardContent;
  /** The language the pathway and its summary are written in. */
  pathwayCopy: PathwayCopy;
  choices: PathwayChoices;
  onBack: () => void;
  onStartOver: () => void;
}

const LIST_TITLE = 'text-lg font-semibold text-ink';

/**
 * The wizard's last step: the pathway computed from the choices (domain/site/pathway.ts). Start My
 * Journey hands its summary to the enrollment form as plain text, for the family to keep or edit
 * there.
 */
export function PathwayResult({
  pathwayWizard,
  pathwayCopy,
  choices,
  onBack,
  onStartOver,
}: PathwayResultProps) {
  const { PATHWAY_RESULT, PATHWAY_WIZARD, WIZARD_STEP_COPY } = pathwayWizard;
  const navigate = useNavigate();
  const pathway = computePathway(choices, pathwayCopy);

  function startJourney() {
    saveEnrollmentPrefill({
      campus: 'k12',
      additionalInfo: formatPathwaySummary(choices, pathway, pathwayCopy),
    });
    // The K-12 tab of the enrollment page in the language of this page.
    void navigate(PATHWAY_WIZARD.enrollmentLink);
  }

  return (
    <>
      <p className="text-lg text-ink">{WIZARD_STEP_COPY.pathway.question}</p>
      <h4 className={`mt-6 ${LIST_TITLE}`}>{PATHWAY_RESULT.programs}</h4>
      <ol className="mt-2 grid gap-3 md:grid-cols-3">
        {pathway.programs.map((program, index) => (
          <li key={program.id} className="rounded-lg border border-line bg-surface p-4">
            <p className="font-semibold text-ink">
              {index + 1}. {program.name}
            </p>
            <p className="text-sm text-ink-muted">
              {PATHWAY_RESULT.matches}: {program.reasons.join(', ')}
            </p>
          </li>
        ))}
      </ol>
      <div className="mt-6 grid gap-6 md:grid-cols-2">
        <div>
          <h4 className={LIST_TITLE}>{PATHWAY_RESULT.supports}</h4>
          <ul className="mt-2 flex list-disc flex-col gap-1 pl-5 text-ink">
            {pathway.supports.map((support) => (
              <li key={support}>{support}</li>
            ))}
          </ul>
        </div>
        <div>
          <h4 className={LIST_TITLE}>{PATHWAY_RESULT.accommodations}</h4>
          <ul className="mt-2 flex list-disc flex-col gap-1 pl-5 text-ink">
            {pathway.accommodations.map((accommodation) => (
              <li key={accommodation}>{accommodation}</li>
            ))}
          </ul>
        </div>
      </div>
      <h4 className={`mt-6 ${LIST_TITLE}`}>{PATHWAY_RESULT.firstWeek}</h4>
      <dl className="mt-2 grid gap-2">
        {pathway.firstWeek.map(({ day, plan }) => (
          <div key={day} className="sm:flex sm:gap-3">
            <dt className="font-semibold text-ink sm:w-28 sm:shrink-0">{day}</dt>
            <dd className="text-ink">{plan}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-8 flex flex-wrap items-center gap-3">
        <Button variant="secondary" onClick={onBack}>
          {PATHWAY_WIZARD.back}
        </Button>
        <Button onClick={startJourney} aria-describedby="start-journey-note">
          {PATHWAY_WIZARD.startJourney}
        </Button>
        <Button variant="ghost" onClick={onStartOver}>
          {PATHWAY_WIZARD.startOver}
        </Button>
      </div>
      <p id="start-journey-note" className="mt-2 text-ink-muted">
        {PATHWAY_WIZARD.startJourneyNote}
      </p>
    </>
  );
}
