import * as charts from '../../../domain/content/es/charts.ts';
import * as contact from '../../../domain/content/es/contact.ts';
import * as fundraising from '../../../domain/content/es/fundraising.ts';
import { FundraisingPage } from '../../features/public-site/fundraising-page.tsx';
import { publicPageMeta } from '../../features/public-site/page-meta.ts';
import type { Route } from './+types/fundraising-overview';

const CONTENT = { fundraising, charts, contact };

export const meta: Route.MetaFunction = () => publicPageMeta(fundraising.FUNDRAISING_META);

/** The capital campaign page in Spanish (/es/fundraising-overview). */
export default function FundraisingOverviewRouteSpanish() {
  return <FundraisingPage content={CONTENT} />;
}
