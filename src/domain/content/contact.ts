import { ILLUSTRATIONS } from './illustrations.ts';
import { INVESTOR_TIERS } from './claims.ts';
import type { MailDraft } from './mail-links.ts';
import type { TextCard } from './types.ts';
import { pageTitle, type PageMeta } from './pages.ts';

/**
 * The partnership and investment contact page (public spec §2 "Contact page", §9). Questions
 * open the visitor's mail program with a preset subject (spec §7). Tours and sessions that can be
 * booked link to the visits page instead (ADR 052), where a person picks a time and gets a seat.
 */

/** Where tours and sessions are booked (ADR 052). */
const BOOK_A_VISIT = '/visits';

/** Title, description and address of the page (see pages.ts). */
export const CONTACT_META: PageMeta = {
  path: '/contact',
  title: pageTitle('Contact for partnership and investment'),
  description:
    'Investment tiers, information sessions, virtual tours and how to take part. Book a 30-minute discovery call on our visits page.',
};

export const CONTACT_INTRO = {
  title: 'Contact us',
  lead: 'For partnership, investment, consultations, virtual tours and information sessions. You book tours and sessions on our visits page. The other buttons open your email program with the subject filled in.',
  illustration: ILLUSTRATIONS.familyMeeting,
  /**
   * Families arrive here from the home page's virtual tour news; the page opens with investment
   * tiers, so the first thing under the title says where their part is (ADR 027).
   */
  families: {
    text: 'For families: the virtual tours and the family sessions are lower on this page. They are free.',
    links: [
      { label: 'Go to virtual tours', to: '#virtual-tours' },
      { label: 'Go to family sessions', to: '#information-sessions' },
    ],
  },
} as const;

// Kept importable from here as well: the contact page and the proposal build mail links too.
export { buildMailto, telephoneHref, type MailDraft } from './mail-links.ts';

const DETAILS_PROMPT = 'My name:\nMy organisation (if any):\nBest way to reach me:\n\n';

/** A card of "Write to us": a mail with a preset subject, or a link to book on the visits page. */
export type MailAction = { id: string; label: string; text: string } & (MailDraft | { to: string });

export const MAIL_ACTIONS_SECTION = {
  title: 'Write to us',
  intro: 'Choose what you want to ask. We answer every email.',
} as const;

export const MAIL_ACTIONS: readonly MailAction[] = [
  {
    id: 'inquiry',
    label: 'Send a general inquiry',
    text: 'Questions about partnership, investment or our plans.',
    subject: 'Partnership & Investment Inquiry',
    body: `${DETAILS_PROMPT}My question:\n`,
  },
  {
    id: 'consultation',
    label: 'Request a discovery call',
    text: 'A 30-minute call to talk about how you could take part.',
    subject: 'Consultation Request: 30-minute Discovery Call',
    body: `${DETAILS_PROMPT}Days and times that suit me (Central Time):\n`,
  },
  {
    id: 'virtual-tour',
    label: 'Book a virtual tour',
    text: 'A guided online tour of the plans for a campus. You choose a time on our visits page.',
    to: BOOK_A_VISIT,
  },
  {
    id: 'session',
    label: 'Register for an information session',
    text: 'Investor briefings, family sessions and symposiums. You choose a time on our visits page.',
    to: BOOK_A_VISIT,
  },
];

export type InvestmentTier = {
  amount: (typeof INVESTOR_TIERS)[number];
  title: string;
  text: string;
};

export const INVESTMENT_TIERS = {
  title: 'Investment tiers',
  intro:
    'Three levels of investment. For each, we agree with you in writing what your investment supports and how we report back.',
  tiers: [
    {
      amount: INVESTOR_TIERS[0],
      title: 'Campus level',
      text: 'Supports a campus as a whole, such as a building or a phase of building.',
    },
    {
      amount: INVESTOR_TIERS[1],
      title: 'Program level',
      text: 'Supports one program, such as a degree program, a lab or the fusion model.',
    },
    {
      amount: INVESTOR_TIERS[2],
      title: 'Scholarship and classroom level',
      text: 'Supports scholarships for families, or equipment for classrooms.',
    },
  ] satisfies readonly InvestmentTier[],
} as const;

export const PARTICIPATION_STEPS = {
  title: 'How to take part',
  steps: [
    {
      title: 'Read about our plans',
      text: 'Read about the three campuses, the fusion model and the focus areas on this site.',
    },
    {
      title: 'Book a discovery call',
      text: 'A 30-minute call with our team. Choose a weekday and a time on our visits page.',
    },
    {
      title: 'Join an information session',
      text: 'Investors join an investor briefing. Families join a family session.',
    },
    {
      title: 'Agree the details',
      text: 'We agree in writing what you support, the amount and how we report back. Partners sign an agreement before we share plans that are not public.',
    },
  ] satisfies readonly TextCard[],
} as const;

export type InformationSession = {
  id: string;
  name: string;
  /** When it happens, as the spec states it. */
  schedule: string;
  forWhom: string;
  /** The button: its label names the session, so each button says where it leads. */
  actionLabel: string;
  /** Booked on the visits page (ADR 052). */
  to: string;
};

export const INFORMATION_SESSIONS = {
  title: 'Information sessions',
  intro: 'All sessions are online. Times are Central Time (CT), the time zone of Texas.',
  sessions: [
    {
      id: 'investor-briefing',
      actionLabel: 'Register for an investor briefing',
      name: 'Investor briefings',
      schedule: 'Every 2nd Tuesday, 7:00 PM CT',
      forWhom: 'Investors and donors',
      to: BOOK_A_VISIT,
    },
    {
      id: 'family-session',
      actionLabel: 'Register for a family session',
      name: 'Family sessions',
      schedule: 'Every Saturday, 10:00 AM CT',
      forWhom: 'Families and students',
      to: BOOK_A_VISIT,
    },
    {
      id: 'symposium',
      actionLabel: 'Register for a symposium',
      name: 'Symposiums',
      schedule: 'Quarterly (four times a year)',
      forWhom: 'Partners, researchers and educators',
      to: BOOK_A_VISIT,
    },
    {
      id: 'discovery-call',
      actionLabel: 'Book a discovery call',
      name: 'Discovery call',
      schedule: '30 minutes, on a weekday at a time you choose',
      forWhom: 'Anyone who wants to take part',
      // Booked on the visits page; a consultation about something else stays a mail ("Write to us").
      to: BOOK_A_VISIT,
    },
  ] satisfies readonly InformationSession[],
} as const;

export const VIRTUAL_TOURS_SECTION = {
  title: 'Virtual tours',
  intro: 'One online tour for each campus. Each tour shows the plans for that campus.',
  /** A tour still to come is booked on the visits page (ADR 052). */
  actionLabel: (when: string) => `Book the ${when} tour`,
  to: BOOK_A_VISIT,
  /** A tour whose month is over: said plainly, and a way to ask for the next one. */
  pastNote: (when: string) => `This tour took place in ${when}. Ask us about the next one.`,
  askLabel: 'Ask about the next tour',
  askSubject: (campusName: string) => `Virtual Tour Request: ${campusName} (next tour)`,
} as const;

export const SESSION_LABELS = { when: 'When', forWhom: 'For' } as const;

export const FOCUS_AREAS_SECTION = {
  title: 'Focus areas',
  intro: 'The areas you can choose to support.',
} as const;

export const MILESTONES_SECTION = {
  title: 'Milestones',
  intro: 'Our plan, step by step. Dates after today are plans.',
} as const;
