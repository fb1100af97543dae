import type {
  CampusesContent,
  ContactContent,
  PartnershipContent,
} from '../../../domain/content/modules.ts';
import { InvestmentTiers, MailActions, ParticipationSteps } from './contact-actions.tsx';
import { InformationSessions, Milestones, VirtualTours } from './contact-sessions.tsx';
import { FocusAreas } from './partnership-sections.tsx';
import { PageIntro } from '../../ui/page-intro.tsx';
import { TEXT_LINK_CLASS } from './page-blocks.tsx';

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
      >
        <FamilyShortcuts families={contact.CONTACT_INTRO.families} />
      </PageIntro>
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

/**
 * Where a family's part of this page is: tours and family sessions, under the investor tiers.
 * Plain in-page anchors: the browser scrolls and moves the keyboard's starting point there.
 */
function FamilyShortcuts({ families }: { families: ContactContent['CONTACT_INTRO']['families'] }) {
  return (
    <div className="mt-6 max-w-prose">
      <p className="text-lg text-ink">{families.text}</p>
      <ul className="mt-2 flex flex-wrap gap-x-6 gap-y-1">
        {families.links.map((link) => (
          <li key={link.to}>
            <a href={link.to} className={TEXT_LINK_CLASS}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
