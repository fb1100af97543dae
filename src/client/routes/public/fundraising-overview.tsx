import * as charts from '../../../domain/content/charts.ts';
import * as contact from '../../../domain/content/contact.ts';
import * as fundraising from '../../../domain/content/fundraising.ts';
import { FundraisingPage } from '../../features/public-site/fundraising-page.tsx';
import { publicPageMeta } from '../../features/public-site/page-meta.ts';
import type { Route } from './+types/fundraising-overview';

const CONTENT = { fundraising, charts, contact };

export const meta: Route.MetaFunction = () => publicPageMeta(fundraising.FUNDRAISING_META);

/** The capital campaign (public spec §2, §9): static figures, with charts and tables. */
export default function FundraisingOverviewRoute() {
  return <FundraisingPage content={CONTENT} />;
}
