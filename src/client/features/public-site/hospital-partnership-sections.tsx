import type { HospitalPartnershipContent } from '../../../domain/content/modules.ts';
import { CardGrid, ClaimList, LinkButton, Section, Timeline } from './page-blocks.tsx';
import { PageIntro } from '../../ui/page-intro.tsx';

type Props = { hospitalPartnership: HospitalPartnershipContent };

/** The page says it is a proposal twice: in the subtitle and in a plain status line. */
export function HospitalPartnershipIntro({ hospitalPartnership }: Props) {
  const intro = hospitalPartnership.HOSPITAL_PARTNERSHIP_INTRO;
  return (
    <PageIntro
      title={intro.title}
      subtitle={intro.subtitle}
      lead={intro.lead}
      illustration={intro.illustration}
    >
      <p className="mt-6 max-w-prose rounded-md border-l-4 border-brand bg-page p-4 font-semibold text-ink">
        {intro.status}
      </p>
      <div className="mt-8">
        <ClaimList claims={intro.claims} />
      </div>
    </PageIntro>
  );
}

export function ProposedParts({ hospitalPartnership }: Props) {
  const { PROPOSED_PARTS } = hospitalPartnership;
  return (
    <Section id="what-we-propose" title={PROPOSED_PARTS.title} intro={PROPOSED_PARTS.intro}>
      <CardGrid cards={PROPOSED_PARTS.cards} />
    </Section>
  );
}

export function PartnerContributions({ hospitalPartnership }: Props) {
  const { PARTNER_CONTRIBUTIONS } = hospitalPartnership;
  return (
    <Section id="contributions" title={PARTNER_CONTRIBUTIONS.title} tone="surface">
      <ul className="grid gap-4 md:grid-cols-2">
        {PARTNER_CONTRIBUTIONS.columns.map((column) => (
          <li key={column.title} className="rounded-lg border border-line bg-page p-6">
            <h3 className="text-xl font-semibold text-ink">{column.title}</h3>
            <ul className="mt-3 flex list-disc flex-col gap-1 pl-5 text-ink">
              {column.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function PartnershipSteps({ hospitalPartnership }: Props) {
  const { PARTNERSHIP_STEPS } = hospitalPartnership;
  return (
    <Section id="steps" title={PARTNERSHIP_STEPS.title} intro={PARTNERSHIP_STEPS.intro}>
      <Timeline entries={PARTNERSHIP_STEPS.entries} />
    </Section>
  );
}

export function HospitalPartnershipNextStep({ hospitalPartnership }: Props) {
  const actions = hospitalPartnership.HOSPITAL_PARTNERSHIP_ACTIONS;
  return (
    <Section id="full-proposal" title={actions.title} intro={actions.text} tone="surface">
      <div className="flex flex-wrap gap-3">
        <LinkButton link={actions.proposal} />
        <LinkButton link={actions.contact} variant="secondary" />
      </div>
    </Section>
  );
}
