import { ILLUSTRATIONS } from './illustrations.ts';
import { ACADEMY_OPENING, BRIDGE_OPENING, FIRST_GRADUATE_COHORT } from './campuses.ts';
import { CLAIMS, type Claim } from './claims.ts';
import type { SiteLink, TextCard, TimelineEntry } from './types.ts';
import { pageTitle, type PageMeta } from './pages.ts';

/**
 * The static children's hospital partnership page (public spec §2 "Corporate and proposal
 * pages"). It is a proposal: nothing here has been agreed, and the page says so first.
 */

export const HOSPITAL_PARTNERSHIP_META: PageMeta = {
  path: '/texas-childrens-partnership',
  title: pageTitle('Children’s hospital partnership proposal'),
  description:
    'A proposed partnership with a children’s hospital in Texas: therapy in the school day, 20+ pediatric subspecialties and a 200,000 sq ft facility.',
};

export const HOSPITAL_PARTNERSHIP_INTRO = {
  title: 'Children’s hospital partnership',
  subtitle: 'A proposal',
  lead: 'We propose a partnership with a children’s hospital in Texas: therapy and medical care inside the school day, in a building planned for both.',
  status:
    'This is a proposal. No agreement has been signed. We will say so on this page when one is.',
  claims: [
    CLAIMS.pediatricSubspecialties,
    CLAIMS.facility,
    CLAIMS.jointResearch,
    CLAIMS.classSize,
  ] satisfies readonly Claim[],
  illustration: ILLUSTRATIONS.fusionModel,
} as const;

export const PROPOSED_PARTS = {
  title: 'What we propose',
  intro: 'Five parts, each planned by the hospital and the schools together.',
  cards: [
    {
      title: 'Therapy in the school day',
      text: 'Speech, occupational and behavioural therapy happen at school, during the day. Families do not have to travel to separate appointments.',
    },
    {
      title: `Access to ${CLAIMS.pediatricSubspecialties.text}`,
      text: 'With the family’s consent, one referral route from school to the hospital’s specialists, and back into the learner’s plan.',
    },
    {
      title: 'One building for learning and care',
      text: `NovaLearn Academy in The Woodlands is planned as a ${CLAIMS.facility.text}: classrooms, therapy rooms, a clinic, labs and quiet spaces under one roof.`,
    },
    {
      title: 'Joint research',
      text: `Research on learning and wellbeing with the ILIAS Graduate Research Institute, working toward ${CLAIMS.jointResearch.text}. Families choose whether to take part.`,
    },
    {
      title: 'Training and careers',
      text: 'Shared training for teachers, therapists and clinical staff, and clinical learning for students at Nexus STEM College.',
    },
  ] satisfies readonly TextCard[],
} as const;

export const PARTNER_CONTRIBUTIONS = {
  title: 'What each partner brings',
  columns: [
    {
      title: 'The hospital',
      points: [
        `Clinical teams across ${CLAIMS.pediatricSubspecialties.text}`,
        'Therapists who work in the school day',
        'Clinical research experience and ethics review',
      ],
    },
    {
      title: 'NovaLearn Institute Group',
      points: [
        `Small classes (${CLAIMS.classSize.text}) planned around how each learner learns`,
        `The ${CLAIMS.facility.text} with space for care`,
        'A path from kindergarten to graduate research, with families in every plan',
      ],
    },
  ],
} as const;

export const PARTNERSHIP_STEPS = {
  title: 'How it would happen',
  intro: 'Dates after today are plans.',
  entries: [
    {
      when: 'Now',
      what: 'First conversations, and a mutual non-disclosure agreement so that we can share plans that are not public.',
      isCurrent: true,
    },
    {
      when: `Before ${ACADEMY_OPENING}`,
      what: 'A joint planning group designs care on campus, the referral route and the facility.',
    },
    { when: ACADEMY_OPENING, what: 'NovaLearn Academy opens, with therapy in the school day.' },
    {
      when: BRIDGE_OPENING,
      what: 'Nexus STEM College opens; clinical learning and internships begin.',
    },
    {
      when: FIRST_GRADUATE_COHORT,
      what: 'The first graduate cohort starts joint research at ILIAS.',
    },
  ] satisfies readonly TimelineEntry[],
} as const;

export const HOSPITAL_PARTNERSHIP_ACTIONS = {
  title: 'Read the full proposal',
  text: 'The printable proposal has the details, the timeline and the next steps. You can print it or save it as a PDF.',
  proposal: {
    label: 'Open the printable proposal',
    to: '/texas-childrens-proposal',
  } satisfies SiteLink,
  contact: { label: 'Contact us', to: '/contact' } satisfies SiteLink,
} as const;
