import {
  CONTACT_INTRO,
  CONTACT_META,
  FOCUS_AREAS_SECTION,
} from '../../../domain/content/contact.ts';
import {
  InvestmentTiers,
  MailActions,
  ParticipationSteps,
} from '../../features/public-site/contact-actions.tsx';
import {
  InformationSessions,
  Milestones,
  VirtualTours,
} from '../../features/public-site/contact-sessions.tsx';
import { publicPageMeta } from '../../features/public-site/page-meta.ts';
import { FocusAreas } from '../../features/public-site/partnership-sections.tsx';
import { PageIntro } from '../../features/public-site/section.tsx';
import type { Route } from './+types/contact';

export const meta: Route.MetaFunction = () => publicPageMeta(CONTACT_META);

/** Partnership and investment contact (public spec §2 "Contact page", §9). */
export default function ContactPage() {
  return (
    <>
      <PageIntro title={CONTACT_INTRO.title} lead={CONTACT_INTRO.lead} />
      <InvestmentTiers />
      <MailActions />
      <ParticipationSteps />
      <InformationSessions />
      <VirtualTours />
      <FocusAreas {...FOCUS_AREAS_SECTION} />
      <Milestones />
    </>
  );
}
