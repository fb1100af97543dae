import type { ContentData } from '../../../domain/content/content-data.ts';
import type {
  CampusesContent,
  ClaimsContent,
  HomeContent,
  MissionContent,
} from '../../../domain/content/modules.ts';
import { HomeCampuses, HomePrograms } from './home-campuses.tsx';
import { HomeHero } from './home-hero.tsx';
import { FusionModel, GlobalFirsts } from './home-model.tsx';
import { HomeFaq, HomeNews } from './home-news.tsx';
import { HomeTimeline, JoinCall, ProjectedImpact } from './home-outlook.tsx';
import { Leadership, MissionSection } from './home-people.tsx';
import { IndustryPartnerships, SupportServices } from './home-support.tsx';

export type HomePageContent = {
  home: HomeContent;
  campuses: ContentData<CampusesContent>;
  claims: ClaimsContent;
  mission: MissionContent;
};

/** The home page in one language: sections in the order of public spec §2 "Home page". */
export function HomePage({ content }: { content: HomePageContent }) {
  const { home, campuses, claims, mission } = content;
  return (
    <>
      <HomeHero home={home} />
      <FusionModel home={home} />
      <GlobalFirsts home={home} />
      <HomeCampuses home={home} campuses={campuses} />
      <HomePrograms home={home} />
      <SupportServices home={home} claims={claims} />
      <IndustryPartnerships home={home} />
      <MissionSection mission={mission} />
      <Leadership home={home} />
      <HomeTimeline home={home} campuses={campuses} />
      <ProjectedImpact home={home} claims={claims} />
      <JoinCall home={home} />
      <HomeNews home={home} />
      <HomeFaq home={home} />
    </>
  );
}
