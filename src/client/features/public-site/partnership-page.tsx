import type { PartnershipContent } from '../../../domain/content/modules.ts';
import {
  FocusAreas,
  PartnershipCampuses,
  PartnershipNextStep,
  VisionLetter,
  WaysToHelp,
} from './partnership-sections.tsx';
import { PageIntro } from '../../ui/page-intro.tsx';

export type PartnershipPageContent = { partnership: PartnershipContent };

/** Vision letter and partnership (public spec §2 "Partnership page"). */
export function PartnershipPage({ content }: { content: PartnershipPageContent }) {
  const { partnership } = content;
  return (
    <>
      <PageIntro
        title={partnership.PARTNERSHIP_INTRO.title}
        lead={partnership.PARTNERSHIP_INTRO.lead}
        illustration={partnership.PARTNERSHIP_INTRO.illustration}
      />
      <VisionLetter partnership={partnership} />
      <PartnershipCampuses partnership={partnership} />
      <FocusAreas partnership={partnership} {...partnership.PARTNERSHIP_SECTIONS.focusAreas} />
      <WaysToHelp partnership={partnership} />
      <PartnershipNextStep partnership={partnership} />
    </>
  );
}
