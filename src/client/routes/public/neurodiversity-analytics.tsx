import * as analytics from '../../../domain/content/analytics.ts';
import * as charts from '../../../domain/content/charts.ts';
import { AnalyticsPage } from '../../features/public-site/analytics-page.tsx';
import { publicPageMeta } from '../../features/public-site/page-meta.ts';
import type { Route } from './+types/neurodiversity-analytics';

const CONTENT = { analytics, charts };

export const meta: Route.MetaFunction = () => publicPageMeta(analytics.ANALYTICS_META);

/** Static prevalence tables (public spec §2, §9): 25 profiles in 7 categories, all estimates. */
export default function NeurodiversityAnalyticsRoute() {
  return <AnalyticsPage content={CONTENT} />;
}
