import type {
  CampusesContent,
  ContactContent,
  PartnershipContent,
} from '../../../domain/content/modules.ts';
import { InvestmentTiers, MailActions, ParticipationSteps } from './contact-actions.tsx';
import { InformationSessions, Milestones, VirtualTours } from './contact-sessions.tsx';
import { FocusAreas } from './partnership-sections.tsx';
import { PageIntro } from '../../ui/page-intro.tsx';

export type ContactPageContent = {
  contact: ContactContent;
  campuses: CampusesContent;
  partnership: PartnershipContent;
};

/** Partnership and investment contact (public spec §2 "Contact page", §9). */
export function ContactPage({ content }: { content: ContactPageContent }) {
  const { contact, campuses, partnership } = content;
  return (
    <>
      <PageIntro
        title={contact.CONTACT_INTRO.title}
        lead={contact.CONTACT_INTRO.lead}
        illustration={contact.CONTACT_INTRO.illustration}
      />
      <InvestmentTiers contact={contact} />
      <MailActions contact={contact} />
      <ParticipationSteps contact={contact} />
      <InformationSessions contact={contact} />
      <VirtualTours contact={contact} campuses={campuses} />
      <FocusAreas partnership={partnership} {...contact.FOCUS_AREAS_SECTION} />
      <Milestones contact={contact} campuses={campuses} />
    </>
  );
}
