import { CAMPUSES_SECTION, PROGRAMS } from '../../../domain/content/home.ts';
import { CampusCards } from './campus-cards.tsx';
import { CardGrid } from './card-grid.tsx';
import { ClaimList } from './claim-list.tsx';
import { TextLink } from './link-button.tsx';
import { Section } from './section.tsx';

export function HomeCampuses() {
  return (
    <Section id="campuses" title={CAMPUSES_SECTION.title} intro={CAMPUSES_SECTION.intro}>
      <CampusCards />
      <div className="mt-6">
        <ClaimList claims={CAMPUSES_SECTION.figures} />
      </div>
    </Section>
  );
}

export function HomePrograms() {
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
