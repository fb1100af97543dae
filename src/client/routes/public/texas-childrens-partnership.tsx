import { HOSPITAL_PARTNERSHIP_META } from '../../../domain/content/hospital-partnership.ts';
import {
  HospitalPartnershipIntro,
  HospitalPartnershipNextStep,
  PartnerContributions,
  PartnershipSteps,
  ProposedParts,
} from '../../features/public-site/hospital-partnership-sections.tsx';
import { publicPageMeta } from '../../features/public-site/page-meta.ts';
import type { Route } from './+types/texas-childrens-partnership';

export const meta: Route.MetaFunction = () => publicPageMeta(HOSPITAL_PARTNERSHIP_META);

/** The static partnership proposal (public spec §2): marked as a proposal throughout. */
export default function TexasChildrensPartnershipPage() {
  return (
    <>
      <HospitalPartnershipIntro />
      <ProposedParts />
      <PartnerContributions />
      <PartnershipSteps />
      <HospitalPartnershipNextStep />
    </>
  );
}
