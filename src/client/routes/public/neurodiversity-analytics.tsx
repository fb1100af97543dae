import { ANALYTICS_META } from '../../../domain/content/analytics.ts';
import {
  AnalyticsIntro,
  PopulationFigures,
  PrevalenceChart,
  ProfileTables,
} from '../../features/public-site/analytics-sections.tsx';
import { publicPageMeta } from '../../features/public-site/page-meta.ts';
import type { Route } from './+types/neurodiversity-analytics';

export const meta: Route.MetaFunction = () => publicPageMeta(ANALYTICS_META);

/** Static prevalence tables (public spec §2, §9): 25 profiles in 7 categories, all estimates. */
export default function NeurodiversityAnalyticsPage() {
  return (
    <>
      <AnalyticsIntro />
      <PopulationFigures />
      <PrevalenceChart />
      <ProfileTables />
    </>
  );
}
