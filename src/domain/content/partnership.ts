import { ILLUSTRATIONS } from './illustrations.ts';
import { CLAIMS, INVESTOR_TIERS } from './claims.ts';
import { ACADEMY_OPENING, BRIDGE_OPENING, FIRST_GRADUATE_COHORT } from './campuses.ts';
import { DESIGNATION_LABELS } from './designations.ts';
import type { SiteLink, TextCard } from './types.ts';
import { pageTitle, type PageMeta } from './pages.ts';

/** The partnership page: a vision letter, the campuses, focus areas and ways to help (spec §2). */

/** Title, description and address of the page (see pages.ts). */
export const PARTNERSHIP_META: PageMeta = {
  path: '/partnership',
  title: pageTitle('Partnership'),
  description:
    'Our vision, the three campuses, the focus areas you can support and the ways hospitals, companies, investors and families can help.',
};

export const PARTNERSHIP_INTRO = {
  title: 'Partner with NovaLearn',
  lead: 'We are looking for hospitals, companies, foundations, investors and families to build three campuses with us. This page explains what we are building and how you can take part.',
  illustration: ILLUSTRATIONS.fusionModel,
} as const;

export const VISION_LETTER = {
  title: 'A letter about our vision',
  greeting: 'Dear partner,',
  paragraphs: [
    'Many neurodivergent learners are good at science, technology, engineering and math. Too often, school is where they lose interest, because school was not built for the way they learn.',
    'We want to change that. We are building a path from kindergarten to doctoral research where support is part of every school day, classes are small and families are part of every plan.',
    'We cannot do this alone. Hospitals bring clinical knowledge. Companies bring real work and internships. Investors and donors make the buildings possible. Families tell us what their children need.',
    'Thank you for reading. We would be glad to talk with you.',
  ],
  signature: 'The leadership team, NovaLearn Institute Group',
} as const;

export const PARTNERSHIP_SECTIONS = {
  campuses: {
    title: 'Three campuses',
    intro: 'Each campus has its own role. Together they form one path from school to research.',
  },
  focusAreas: {
    title: 'Focus areas',
    intro: 'You can choose which part of our work your support goes to.',
  },
  waysToHelp: {
    title: 'Ways to help',
    intro: 'There is a way to take part for every kind of partner.',
  },
} as const;

export type PartnershipCampus = TextCard & { role: string; place: string };

/**
 * The spec's three campus roles. The K-12 academy's phase text is "Medical-Educational Fusion",
 * so the fusion campus is The Woodlands; the graduate research campus is the flagship.
 */
export const PARTNERSHIP_CAMPUSES: readonly PartnershipCampus[] = [
  {
    role: 'Flagship campus',
    place: 'Dripping Springs, Texas',
    title: 'ILIAS Graduate Research Institute',
    text: `The research centre of the group, with doctoral and master’s programs. First graduate cohort: ${FIRST_GRADUATE_COHORT}.`,
    points: ['Phase: Research Facilities Planning', CLAIMS.futureExpansion.text],
  },
  {
    role: 'Bridge campus',
    place: 'Kemah, Texas',
    title: 'Nexus STEM College',
    text: `An undergraduate college with 2-year and 4-year degrees. Planned opening: ${BRIDGE_OPENING}.`,
    points: ['Phase: Campus Development Phase', CLAIMS.industryPartnersCollege.text],
  },
  {
    role: 'Medical-educational fusion campus',
    place: 'The Woodlands, Texas',
    title: 'NovaLearn Academy',
    text: `A K-12 school where teaching, therapy and medical support share one building. Planned opening: ${ACADEMY_OPENING}.`,
    points: [
      'Phase: Medical-Educational Fusion',
      CLAIMS.facility.text,
      CLAIMS.pediatricSubspecialties.text,
    ],
  },
];

/** The areas a partner can support: the donor CRM's five interests, as the give page names them. */
export const FOCUS_AREAS: readonly TextCard[] = [
  {
    title: DESIGNATION_LABELS.k12,
    text: 'Classrooms, teachers and therapy support at NovaLearn Academy.',
  },
  {
    title: DESIGNATION_LABELS.research,
    text: 'Graduate research at ILIAS and joint research with hospitals and companies.',
  },
  {
    title: DESIGNATION_LABELS.infrastructure,
    text: 'Building and equipping the three campuses.',
  },
  {
    title: DESIGNATION_LABELS.scholarships,
    text: `Financial aid for families: ${CLAIMS.needBasedAid.text}.`,
  },
  {
    title: DESIGNATION_LABELS.general,
    text: 'A general gift that we use where it helps most, and report back on.',
  },
];

export const WAYS_TO_HELP: readonly TextCard[] = [
  {
    title: 'Hospitals and clinics',
    text: 'Share clinical knowledge, help design the fusion model, and run joint research.',
  },
  {
    title: 'Companies',
    text: 'Offer internships, projects and mentors for our students.',
  },
  {
    title: 'Investors and donors',
    text: `Fund a campus, a program or scholarships. Investment tiers start at ${INVESTOR_TIERS[2]}.`,
  },
  {
    title: 'Families',
    text: 'Join the waiting list and tell us what your child needs.',
  },
  {
    title: 'Everyone',
    text: 'Come to an information session and tell others about our work.',
  },
];

export const PARTNERSHIP_ACTIONS = {
  title: 'Next step',
  text: 'Families can join the waiting list. Partners, investors and donors can contact us. Anyone can give online.',
  waitingList: { label: 'Join the Waiting List', to: '/enrollment' } satisfies SiteLink,
  contact: { label: 'Contact Us', to: '/contact' } satisfies SiteLink,
  give: { label: 'Give online', to: '/give' } satisfies SiteLink,
} as const;
