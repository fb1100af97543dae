import { VisitPage } from '../../features/visits/visit-page.tsx';
import { VISITS_COPY_EN as COPY } from '../../features/visits/visits-copy-en.ts';
import { publicTitle } from '../../lib/page-title.ts';
import type { Route } from './+types/visit';

export const meta: Route.MetaFunction = () => [{ title: publicTitle(COPY.visitPageTitle) }];

/** One visit, its open times and the booking form, read in the browser (ADR 052). */
export default function VisitRoute({ params }: Route.ComponentProps) {
  return <VisitPage copy={COPY} slug={params.slug} />;
}
