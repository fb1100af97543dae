import type { HospitalPartnershipContent } from '../../../domain/content/modules.ts';
import {
  HospitalPartnershipIntro,
  HospitalPartnershipNextStep,
  PartnerContributions,
  PartnershipSteps,
  ProposedParts,
} from './hospital-partnership-sections.tsx';

export type HospitalPartnershipPageContent = { hospitalPartnership: HospitalPartnershipContent };

/** The static partnership proposal (public spec §2): marked as a proposal throughout. */
export function HospitalPartnershipPage({ content }: { content: HospitalPartnershipPageContent }) {
  const { hospitalPartnership } = content;
  return (
    <>
      <HospitalPartnershipIntro hospitalPartnership={hospitalPartnership} />
      <ProposedParts hospitalPartnership={hospitalPartnership} />
      <PartnerContributions hospitalPartnership={hospitalPartnership} />
      <PartnershipSteps hospitalPartnership={hospitalPartnership} />
      <HospitalPartnershipNextStep hospitalPartnership={hospitalPartnership} />
    </>
  );
}
