import type {
  ChartsContent,
  ContactContent,
  FundraisingContent,
} from '../../../domain/content/modules.ts';
import { useSiteShell } from '../../i18n/site-shell.tsx';
import { InvestmentTiers } from './contact-actions.tsx';
import {
  CampaignPhases,
  CampusSplit,
  DonorTargets,
  FundraisingIntro,
  FundraisingNextStep,
} from './fundraising-sections.tsx';

export type FundraisingPageContent = {
  fundraising: FundraisingContent;
  charts: ChartsContent;
  contact: ContactContent;
};

/** The capital campaign (public spec §2, §9): static figures, with charts and tables. */
export function FundraisingPage({ content }: { content: FundraisingPageContent }) {
  const { fundraising, charts, contact } = content;
  const { locale } = useSiteShell();
  return (
    <>
      <FundraisingIntro fundraising={fundraising} />
      <CampaignPhases fundraising={fundraising} charts={charts} locale={locale} />
      <CampusSplit fundraising={fundraising} charts={charts} locale={locale} />
      <DonorTargets fundraising={fundraising} />
      <InvestmentTiers contact={contact} />
      <FundraisingNextStep fundraising={fundraising} />
    </>
  );
}
