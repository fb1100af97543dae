import { COLLEGE_META } from '../../../domain/content/college.ts';
import {
  CollegeFooter,
  CollegeHeader,
  CollegeIntro,
} from '../../features/public-site/college-header.tsx';
import {
  CollegeCampus,
  CollegeCurriculum,
  CollegeJoin,
  CollegePrograms,
  CollegeTimeline,
  HospitalPartnership,
} from '../../features/public-site/college-sections.tsx';
import { publicPageMeta } from '../../features/public-site/page-meta.ts';
import type { Route } from './+types/nexus-stem-college';

export const meta: Route.MetaFunction = () => publicPageMeta(COLLEGE_META);

/** The college page (public spec §2): its own header and footer inside the shared layout. */
export default function NexusStemCollegePage() {
  return (
    <>
      <CollegeHeader />
      <CollegeIntro />
      <CollegeCurriculum />
      <CollegePrograms />
      <HospitalPartnership />
      <CollegeCampus />
      <CollegeTimeline />
      <CollegeJoin />
      <CollegeFooter />
    </>
  );
}
