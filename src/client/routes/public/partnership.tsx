import {
  PARTNERSHIP_INTRO,
  PARTNERSHIP_META,
  PARTNERSHIP_SECTIONS,
} from '../../../domain/content/partnership.ts';
import { publicPageMeta } from '../../features/public-site/page-meta.ts';
import {
  FocusAreas,
  PartnershipCampuses,
  PartnershipNextStep,
  VisionLetter,
  WaysToHelp,
} from '../../features/public-site/partnership-sections.tsx';
import { PageIntro } from '../../features/public-site/section.tsx';
import type { Route } from './+types/partnership';

export const meta: Route.MetaFunction = () => publicPageMeta(PARTNERSHIP_META);

/** Vision letter and partnership (public spec §2 "Partnership page"). */
export default function PartnershipPage() {
  return (
    <>
      <PageIntro title={PARTNERSHIP_INTRO.title} lead={PARTNERSHIP_INTRO.lead} />
      <VisionLetter />
      <PartnershipCampuses />
      <FocusAreas {...PARTNERSHIP_SECTIONS.focusAreas} />
      <WaysToHelp />
      <PartnershipNextStep />
    </>
  );
}
