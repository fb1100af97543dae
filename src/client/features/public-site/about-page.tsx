import type {
  AboutContent,
  CampusesContent,
  MissionContent,
} from '../../../domain/content/modules.ts';
import { AboutCampuses, AboutValues, CorporateBackground } from './about-sections.tsx';
import { MissionSection } from './home-people.tsx';
import { PageIntro } from '../../ui/page-intro.tsx';

export type AboutPageContent = {
  about: AboutContent;
  campuses: CampusesContent;
  mission: MissionContent;
};

/** Corporate background, the three campuses and the mission (public spec §2). */
export function AboutPage({ content }: { content: AboutPageContent }) {
  const { about, campuses, mission } = content;
  return (
    <>
      <PageIntro
        title={about.ABOUT_PAGE.title}
        lead={about.ABOUT_PAGE.lead}
        illustration={about.ABOUT_PAGE.illustration}
      />
      <CorporateBackground about={about} />
      <AboutCampuses about={about} campuses={campuses} />
      <MissionSection mission={mission} />
      <AboutValues about={about} />
    </>
  );
}
