import { ABOUT_META, ABOUT_PAGE } from '../../../domain/content/about.ts';
import {
  AboutCampuses,
  AboutValues,
  CorporateBackground,
} from '../../features/public-site/about-sections.tsx';
import { MissionSection } from '../../features/public-site/home-people.tsx';
import { publicPageMeta } from '../../features/public-site/page-meta.ts';
import { PageIntro } from '../../features/public-site/section.tsx';
import type { Route } from './+types/about';

export const meta: Route.MetaFunction = () => publicPageMeta(ABOUT_META);

/** Corporate background, the three campuses and the mission (public spec §2). */
export default function AboutPage() {
  return (
    <>
      <PageIntro title={ABOUT_PAGE.title} lead={ABOUT_PAGE.lead} />
      <CorporateBackground />
      <AboutCampuses />
      <MissionSection />
      <AboutValues />
    </>
  );
}
