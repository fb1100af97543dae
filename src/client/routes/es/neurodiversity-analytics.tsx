import * as analytics from '../../../domain/content/es/analytics.ts';
import * as charts from '../../../domain/content/es/charts.ts';
import { AnalyticsPage } from '../../features/public-site/analytics-page.tsx';
import { publicPageMeta } from '../../features/public-site/page-meta.ts';
import type { Route } from './+types/neurodiversity-analytics';

const CONTENT = { analytics, charts };

export const meta: Route.MetaFunction = () => publicPageMeta(analytics.ANALYTICS_META);

/** The neurodiversity analytics page in Spanish (/es/neurodiversity-analytics). */
export default function NeurodiversityAnalyticsRouteSpanish() {
  return <AnalyticsPage content={CONTENT} />;
}
