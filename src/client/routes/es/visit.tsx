import { VisitPage } from '../../features/visits/visit-page.tsx';
import { VISITS_COPY_ES as COPY } from '../../features/visits/visits-copy-es.ts';
import { publicTitle } from '../../lib/page-title.ts';
import type { Route } from './+types/visit';

export const meta: Route.MetaFunction = () => [{ title: publicTitle(COPY.visitPageTitle) }];

/** One visit, its open times and the booking form, read in the browser (ADR 052). */
export default function VisitRouteSpanish({ params }: Route.ComponentProps) {
  return <VisitPage copy={COPY} slug={params.slug} />;
}
