import type { IliasContent } from '../../../domain/content/modules.ts';
import { CardGrid, Prose, Section, TextLink, Timeline } from './page-blocks.tsx';
import { MailButton } from './mail-button.tsx';

export function IliasOverview({ ilias }: { ilias: IliasContent }) {
  const { OVERVIEW } = ilias;
  return (
    <Section id="overview" title={OVERVIEW.title}>
      <Prose paragraphs={OVERVIEW.paragraphs} />
    </Section>
  );
}

/** Each program is an in-page target of the programs dropdown. */
export function IliasPrograms({ ilias }: { ilias: IliasContent }) {
  const { GRADUATE_PROGRAMS, PROGRAMS_TITLE, programLength } = ilias;
  return (
    <Section id="programs" title={PROGRAMS_TITLE} tone="surface">
      <ul className="grid gap-4 md:grid-cols-2">
        {GRADUATE_PROGRAMS.map((program) => (
          <li
            key={program.id}
            id={program.id}
            className="rounded-lg border border-line bg-page p-6"
          >
            <h3 className="text-xl font-semibold text-ink">
              {program.name}: {programLength(program.years)}
            </h3>
            <p className="mt-2 text-lg text-ink">{program.text}</p>
            <ul className="mt-3 flex list-disc flex-col gap-1 pl-5 text-ink">
              {program.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function IliasResearchAreas({ ilias }: { ilias: IliasContent }) {
  const { RESEARCH_AREAS } = ilias;
  return (
    <Section id="research-areas" title={RESEARCH_AREAS.title} intro={RESEARCH_AREAS.intro}>
      <CardGrid cards={RESEARCH_AREAS.areas} />
    </Section>
  );
}

export function IliasTimeline({ ilias }: { ilias: IliasContent }) {
  const { ILIAS_TIMELINE } = ilias;
  return (
    <Section id="timeline" title={ILIAS_TIMELINE.title} tone="surface">
      <Timeline entries={ILIAS_TIMELINE.entries} />
    </Section>
  );
}

/** The research page's own footer: a way to write to us and links onward. */
export function IliasFooter({ ilias }: { ilias: IliasContent }) {
  const { ILIAS_FOOTER } = ilias;
  return (
    <footer className="border-t border-line bg-brand-soft">
      <Section id="ilias-contact" title={ILIAS_FOOTER.title} intro={ILIAS_FOOTER.text}>
        <MailButton
          label={ILIAS_FOOTER.emailLabel}
          draft={{ subject: ILIAS_FOOTER.emailSubject }}
        />
        <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-1">
          {ILIAS_FOOTER.links.map((link) => (
            <li key={link.to}>
              <TextLink link={link} />
            </li>
          ))}
        </ul>
      </Section>
    </footer>
  );
}
