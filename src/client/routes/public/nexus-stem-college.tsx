import * as claims from '../../../domain/content/claims.ts';
import * as college from '../../../domain/content/college.ts';
import { CollegePage } from '../../features/public-site/college-page.tsx';
import { publicPageMeta } from '../../features/public-site/page-meta.ts';
import type { Route } from './+types/nexus-stem-college';

const CONTENT = { college, claims };

export const meta: Route.MetaFunction = () => publicPageMeta(college.COLLEGE_META);

/** The college page (public spec §2): its own header and footer inside the shared layout. */
export default function NexusStemCollegeRoute() {
  return <CollegePage content={CONTENT} />;
}
