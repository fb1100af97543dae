import type { AboutContent, CampusesContent } from '../../../domain/content/modules.ts';
import { CampusCards } from './campus-cards.tsx';
import { CardGrid, Prose, Section, TextLink } from './page-blocks.tsx';

export function CorporateBackground({ about }: { about: AboutContent }) {
  const { CORPORATE_BACKGROUND, DIVISIONS } = about;
  return (
    <Section id="background" title={CORPORATE_BACKGROUND.title}>
      <Prose paragraphs={CORPORATE_BACKGROUND.paragraphs} />
      <div className="mt-6">
        <CardGrid cards={DIVISIONS} />
      </div>
      <div className="mt-6">
        <TextLink link={CORPORATE_BACKGROUND.structureLink} />
      </div>
    </Section>
  );
}

export function AboutCampuses({
  about,
  campuses,
}: {
  about: AboutContent;
  campuses: CampusesContent;
}) {
  const { ABOUT_CAMPUSES } = about;
  return (
    <Section id="campuses" title={ABOUT_CAMPUSES.title} intro={ABOUT_CAMPUSES.intro} tone="surface">
      <CampusCards campuses={campuses} />
    </Section>
  );
}

export function AboutValues({ about }: { about: AboutContent }) {
  const { VALUES, VALUES_TITLE } = about;
  return (
    <Section id="how-we-work" title={VALUES_TITLE} tone="surface">
      <CardGrid cards={VALUES} />
    </Section>
  );
}
