import {
  FOCUS_AREAS,
  PARTNERSHIP_ACTIONS,
  PARTNERSHIP_CAMPUSES,
  PARTNERSHIP_SECTIONS,
  VISION_LETTER,
  WAYS_TO_HELP,
} from '../../../domain/content/partnership.ts';
import { CardGrid } from './card-grid.tsx';
import { LinkButton } from './link-button.tsx';
import { Section } from './section.tsx';

export function VisionLetter() {
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

export function PartnershipCampuses() {
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

export function FocusAreas({ title, intro }: { title: string; intro: string }) {
  return (
    <Section id="focus-areas" title={title} intro={intro}>
      <CardGrid cards={FOCUS_AREAS} />
    </Section>
  );
}

export function WaysToHelp() {
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

export function PartnershipNextStep() {
  return (
    <Section id="next-step" title={PARTNERSHIP_ACTIONS.title} intro={PARTNERSHIP_ACTIONS.text}>
      <div className="flex flex-wrap gap-3">
        <LinkButton link={PARTNERSHIP_ACTIONS.waitingList} />
        <LinkButton link={PARTNERSHIP_ACTIONS.contact} variant="secondary" />
      </div>
    </Section>
  );
}
