import type { ContentData } from '../../../domain/content/content-data.ts';
import type { CampusesContent, HomeContent } from '../../../domain/content/modules.ts';
import { CampusCards } from './campus-cards.tsx';
import { CardGrid, ClaimList, Section, TextLink } from './page-blocks.tsx';

export function HomeCampuses({
  home,
  campuses,
}: {
  home: HomeContent;
  campuses: ContentData<CampusesContent>;
}) {
  const { CAMPUSES_SECTION } = home;
  return (
    <Section id="campuses" title={CAMPUSES_SECTION.title} intro={CAMPUSES_SECTION.intro}>
      <CampusCards campuses={campuses} />
      <div className="mt-6">
        <ClaimList claims={CAMPUSES_SECTION.figures} />
      </div>
    </Section>
  );
}

export function HomePrograms({ home }: { home: HomeContent }) {
  const { PROGRAMS } = home;
  return (
    <Section id="programs" title={PROGRAMS.title} intro={PROGRAMS.intro} tone="surface">
      <CardGrid
        cards={PROGRAMS.groups}
        renderFooter={(_card, index) => {
          const link = PROGRAMS.groups[index]?.link;
          return link ? <TextLink link={link} /> : null;
        }}
      />
    </Section>
  );
}
