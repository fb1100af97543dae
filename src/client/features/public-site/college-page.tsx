import type { ClaimsContent, CollegeContent } from '../../../domain/content/modules.ts';
import { CollegeFooter, CollegeHeader, CollegeIntro } from './college-header.tsx';
import {
  CollegeCampus,
  CollegeCurriculum,
  CollegeJoin,
  CollegePrograms,
  CollegeTimeline,
  HospitalPartnership,
} from './college-sections.tsx';

export type CollegePageContent = {
  college: CollegeContent;
  claims: ClaimsContent;
};

/** The college page (public spec §2): its own header and footer inside the shared layout. */
export function CollegePage({ content }: { content: CollegePageContent }) {
  const { college, claims } = content;
  return (
    <>
      <CollegeHeader college={college} />
      <CollegeIntro college={college} claims={claims} />
      <CollegeCurriculum college={college} />
      <CollegePrograms college={college} />
      <HospitalPartnership college={college} claims={claims} />
      <CollegeCampus college={college} />
      <CollegeTimeline college={college} />
      <CollegeJoin college={college} />
      <CollegeFooter college={college} />
    </>
  );
}
