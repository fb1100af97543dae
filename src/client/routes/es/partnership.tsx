import * as partnership from '../../../domain/content/es/partnership.ts';
import { PartnershipPage } from '../../features/public-site/partnership-page.tsx';
import { publicPageMeta } from '../../features/public-site/page-meta.ts';
import type { Route } from './+types/partnership';

const CONTENT = { partnership };

export const meta: Route.MetaFunction = () => publicPageMeta(partnership.PARTNERSHIP_META);

/** The partnership page in Spanish (/es/partnership). */
export default function PartnershipRouteSpanish() {
  return <PartnershipPage content={CONTENT} />;
}
