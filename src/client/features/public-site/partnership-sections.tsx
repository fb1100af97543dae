import type { PartnershipContent } from '../../../domain/content/modules.ts';
import { CardGrid, LinkButton, Section } from './page-blocks.tsx';

export function VisionLetter({ partnership }: { partnership: PartnershipContent }) {
  const { VISION_LETTER } = partnership;
  return (
    <Section id="vision" title={VISION_LETTER.title}>
      <div className="flex max-w-prose flex-col gap-4 rounded-lg border border-line bg-surface p-6 text-lg text-ink md:p-8">
        <p>{VISION_LETTER.greeting}</p>
        {VISION_LETTER.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <p className="font-semibold">{VISION_LETTER.signature}</p>
      </div>
    </Section>
  );
}

export function PartnershipCampuses({ partnership }: { partnership: PartnershipContent }) {
  const { PARTNERSHIP_CAMPUSES, PARTNERSHIP_SECTIONS } = partnership;
  return (
    <Section
      id="campuses"
      title={PARTNERSHIP_SECTIONS.campuses.title}
      intro={PARTNERSHIP_SECTIONS.campuses.intro}
      tone="surface"
    >
      <ul className="grid gap-4 lg:grid-cols-3">
        {PARTNERSHIP_CAMPUSES.map((campus) => (
          <li key={campus.role} className="flex flex-col rounded-lg border border-line bg-page p-6">
            <h3 className="text-xl font-semibold text-ink">{campus.role}</h3>
            <p className="mt-1 font-semibold text-brand-ink">
              {campus.title}, {campus.place}
            </p>
            <p className="mt-3 text-ink">{campus.text}</p>
            {campus.points ? (
              <ul className="mt-3 flex list-disc flex-col gap-1 pl-5 text-ink">
                {campus.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** Shown on the partnership and contact pages, each with its own title and intro. */
export function FocusAreas({
  partnership,
  title,
  intro,
}: {
  partnership: PartnershipContent;
  title: string;
  intro: string;
}) {
  const { FOCUS_AREAS } = partnership;
  return (
    <Section id="focus-areas" title={title} intro={intro}>
      <CardGrid cards={FOCUS_AREAS} />
    </Section>
  );
}

export function WaysToHelp({ partnership }: { partnership: PartnershipContent }) {
  const { PARTNERSHIP_SECTIONS, WAYS_TO_HELP } = partnership;
  return (
    <Section
      id="ways-to-help"
      title={PARTNERSHIP_SECTIONS.waysToHelp.title}
      intro={PARTNERSHIP_SECTIONS.waysToHelp.intro}
      tone="surface"
    >
      <CardGrid cards={WAYS_TO_HELP} />
    </Section>
  );
}

export function PartnershipNextStep({ partnership }: { partnership: PartnershipContent }) {
  const { PARTNERSHIP_ACTIONS } = partnership;
  return (
    <Section id="next-step" title={PARTNERSHIP_ACTIONS.title} intro={PARTNERSHIP_ACTIONS.text}>
      <div className="flex flex-wrap gap-3">
        <LinkButton link={PARTNERSHIP_ACTIONS.waitingList} />
        <LinkButton link={PARTNERSHIP_ACTIONS.contact} variant="secondary" />
        <LinkButton link={PARTNERSHIP_ACTIONS.give} variant="secondary" />
      </div>
    </Section>
  );
}
