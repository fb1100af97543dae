import * as claims from '../../../domain/content/es/claims.ts';
import * as college from '../../../domain/content/es/college.ts';
import { CollegePage } from '../../features/public-site/college-page.tsx';
import { publicPageMeta } from '../../features/public-site/page-meta.ts';
import type { Route } from './+types/nexus-stem-college';

const CONTENT = { college, claims };

export const meta: Route.MetaFunction = () => publicPageMeta(college.COLLEGE_META);

/** The college page in Spanish (/es/nexus-stem-college). */
export default function NexusStemCollegeRouteSpanish() {
  return <CollegePage content={CONTENT} />;
}
