import { HOME_META } from '../../domain/content/home.ts';
import { HomeCampuses, HomePrograms } from '../features/public-site/home-campuses.tsx';
import { HomeHero } from '../features/public-site/home-hero.tsx';
import { FusionModel, GlobalFirsts } from '../features/public-site/home-model.tsx';
import { HomeFaq, HomeNews } from '../features/public-site/home-news.tsx';
import { HomeTimeline, JoinCall, ProjectedImpact } from '../features/public-site/home-outlook.tsx';
import { Leadership, MissionSection } from '../features/public-site/home-people.tsx';
import { IndustryPartnerships, SupportServices } from '../features/public-site/home-support.tsx';
import { organisationJsonLd } from '../features/public-site/organisation-json-ld.ts';
import { publicPageMeta } from '../features/public-site/page-meta.ts';
import type { Route } from './+types/home';

export const meta: Route.MetaFunction = () => [...publicPageMeta(HOME_META), organisationJsonLd()];

/** The home page: sections in the order of public spec §2 "Home page". */
export default function HomePage() {
  return (
    <>
      <HomeHero />
      <FusionModel />
      <GlobalFirsts />
      <HomeCampuses />
      <HomePrograms />
      <SupportServices />
      <IndustryPartnerships />
      <MissionSection />
      <Leadership />
      <HomeTimeline />
      <ProjectedImpact />
      <JoinCall />
      <HomeNews />
      <HomeFaq />
    </>
  );
}
