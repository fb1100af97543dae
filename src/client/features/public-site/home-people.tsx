import type { HomeContent, MissionContent } from '../../../domain/content/modules.ts';
import { CardGrid, Prose, Section, SentenceLines, TextLink } from './page-blocks.tsx';

export function MissionSection({
  mission,
  tone = 'page',
}: {
  mission: MissionContent;
  tone?: 'page' | 'surface';
}) {
  const { MISSION } = mission;
  return (
    <Section id="mission" title={MISSION.title} tone={tone}>
      {/* The slogan and the statement beside the paragraphs that explain them, from 1024px. */}
      <div className="grid gap-6 lg:grid-cols-2 lg:gap-12">
        <div>
          <p className="text-2xl leading-tight font-bold tracking-tight text-brand-ink md:text-3xl">
            <SentenceLines text={MISSION.slogan} />
          </p>
          <p className="mt-4 max-w-prose text-lg font-semibold text-ink">{MISSION.statement}</p>
        </div>
        <Prose paragraphs={MISSION.paragraphs} />
      </div>
    </Section>
  );
}

export function Leadership({ home }: { home: HomeContent }) {
  const { LEADERSHIP } = home;
  return (
    <Section id="leadership" title={LEADERSHIP.title} intro={LEADERSHIP.intro} tone="surface">
      <CardGrid cards={LEADERSHIP.roles} />
      <div className="mt-6">
        <TextLink link={LEADERSHIP.link} />
      </div>
    </Section>
  );
}
