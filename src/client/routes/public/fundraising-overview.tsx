import { FUNDRAISING_META } from '../../../domain/content/fundraising.ts';
import { InvestmentTiers } from '../../features/public-site/contact-actions.tsx';
import {
  CampaignPhases,
  CampusSplit,
  DonorTargets,
  FundraisingIntro,
  FundraisingNextStep,
} from '../../features/public-site/fundraising-sections.tsx';
import { publicPageMeta } from '../../features/public-site/page-meta.ts';
import type { Route } from './+types/fundraising-overview';

export const meta: Route.MetaFunction = () => publicPageMeta(FUNDRAISING_META);

/** The capital campaign (public spec §2, §9): static figures, with charts and tables. */
export default function FundraisingOverviewPage() {
  return (
    <>
      <FundraisingIntro />
      <CampaignPhases />
      <CampusSplit />
      <DonorTargets />
      <InvestmentTiers />
      <FundraisingNextStep />
    </>
  );
}
