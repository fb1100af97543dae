import {
  ABOUT_CAMPUSES,
  CORPORATE_BACKGROUND,
  DIVISIONS,
  VALUES,
  VALUES_TITLE,
} from '../../../domain/content/about.ts';
import { CampusCards } from './campus-cards.tsx';
import { CardGrid } from './card-grid.tsx';
import { TextLink } from './link-button.tsx';
import { Prose, Section } from './section.tsx';

export function CorporateBackground() {
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

export function AboutCampuses() {
  return (
    <Section id="campuses" title={ABOUT_CAMPUSES.title} intro={ABOUT_CAMPUSES.intro} tone="surface">
      <CampusCards />
    </Section>
  );
}

export function AboutValues() {
  return (
    <Section id="how-we-work" title={VALUES_TITLE} tone="surface">
      <CardGrid cards={VALUES} />
    </Section>
  );
}
