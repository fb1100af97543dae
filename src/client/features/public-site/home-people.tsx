import type { HomeContent, MissionContent } from '../../../domain/content/modules.ts';
import { CardGrid } from './card-grid.tsx';
import { TextLink } from './link-button.tsx';
import { Prose, Section } from './section.tsx';

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
      <p className="max-w-prose text-xl font-bold text-brand-ink md:text-2xl">{MISSION.slogan}</p>
      <p className="mt-4 max-w-prose text-lg font-semibold text-ink">{MISSION.statement}</p>
      <div className="mt-4">
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
