import { VisitsPage } from '../../features/visits/visits-page.tsx';
import { VISITS_COPY_ES as COPY } from '../../features/visits/visits-copy-es.ts';
import { publicPageMeta } from '../../features/public-site/page-meta.ts';
import type { Route } from './+types/visits';

export const meta: Route.MetaFunction = () => publicPageMeta(COPY.meta);

/** The visits a family or an investor can book (ADR 052): prerendered, the times read after. */
export default function VisitsRouteSpanish() {
  return <VisitsPage copy={COPY} />;
}
