import { ILLUSTRATIONS } from './illustrations.ts';
import type { ProgramInterest } from '../waiting-list/waiting-list.ts';
import { CLAIMS, type Claim } from './claims.ts';
import { BRIDGE_OPENING } from './campuses.ts';
import type { SiteLink, TextCard, TimelineEntry } from './types.ts';
import { pageTitle, type PageMeta } from './pages.ts';

/** Nexus STEM College, the undergraduate Bridge Campus in Kemah (public spec §2 "College page"). */

/** Title, description and address of the page (see pages.ts). */
export const COLLEGE_META: PageMeta = {
  path: '/nexus-stem-college',
  title: pageTitle('Nexus STEM College, the Bridge Campus in Kemah'),
  description:
    '2-year and 4-year STEM degrees for neurodivergent students in Kemah, Texas, with therapy built into the curriculum. First cohort planned for Fall 2027.',
};

export const COLLEGE_NAME = 'Nexus STEM College';

/** The page's own header: home, about, the academy, the research program, and the list. */
export const COLLEGE_HEADER = {
  navLabel: 'Nexus STEM College',
  links: [
    { label: 'Home', to: '/' },
    { label: 'About', to: '/about' },
    { label: 'NovaLearn Academy', to: '/nexus-learning' },
    { label: 'ILIAS (graduate research)', to: '/ilias-program' },
  ] satisfies readonly SiteLink[],
  joinAction: { label: 'Join Waiting List', to: '/enrollment' },
} as const;

export const COLLEGE_INTRO = {
  title: COLLEGE_NAME,
  subtitle: 'The Bridge Campus in Kemah, Texas',
  lead: `A college for students who think differently. It offers 2-year and 4-year degrees in science, technology, engineering and math. The first students should start in ${BRIDGE_OPENING}.`,
  claims: [
    CLAIMS.industryPartnersCollege,
    CLAIMS.jobPlacement,
    CLAIMS.internships,
    CLAIMS.startingSalary,
  ] satisfies readonly Claim[],
  illustration: ILLUSTRATIONS.campusKemah,
} as const;

export const COLLEGE_CURRICULUM = {
  title: 'Therapy and STEM teaching in one curriculum',
  intro:
    'Each course is planned by a subject teacher and a therapist together. Support is part of the course, not something you have to ask for.',
  items: [
    {
      title: 'Courses in small steps',
      text: 'Each course is split into short units with clear goals. You always know what comes next.',
    },
    {
      title: 'Support in the timetable',
      text: 'Coaching for planning, focus and study skills is on the timetable, like any other class.',
    },
    {
      title: 'Small classes',
      text: `Classes are small: ${CLAIMS.classSize.text}.`,
    },
    {
      title: 'Learning by doing',
      text: 'Lab work, projects and internships with partners are part of each degree.',
    },
  ] satisfies readonly TextCard[],
  illustration: ILLUSTRATIONS.labBench,
} as const;

export type DegreeProgram = {
  /** The value of the enrollment form's programInterest field that matches this program. */
  interest: ProgramInterest;
  name: string;
  text: string;
};

/** 2-year degrees: built on the programInterest areas of public spec §3. */
export const ASSOCIATE_PROGRAMS: readonly DegreeProgram[] = [
  {
    interest: 'pharmaceutical-systems',
    name: 'Pharmaceutical Systems',
    text: 'How medicines are made, checked and delivered safely.',
  },
  {
    interest: 'biomedical-technology',
    name: 'Biomedical Technology',
    text: 'The equipment and lab methods used in hospitals and clinics.',
  },
  {
    interest: 'computer-science',
    name: 'Computer Science',
    text: 'Programming, data and how computer systems work.',
  },
  {
    interest: 'business-technology',
    name: 'Business Technology',
    text: 'The software, data and systems that companies run on.',
  },
];

/** 4-year degrees: built on the programInterest areas of public spec §3. */
export const BACHELOR_PROGRAMS: readonly DegreeProgram[] = [
  {
    interest: 'applied-mathematics',
    name: 'Applied Mathematics',
    text: 'Using mathematics to model and solve real problems.',
  },
  {
    interest: 'computer-science',
    name: 'Computer Science',
    text: 'Software design, algorithms and computer systems, in depth.',
  },
  {
    interest: 'environmental-science',
    name: 'Environmental Science',
    text: 'Water, land, climate and the life they support, with field work on the Texas coast.',
  },
  {
    interest: 'neuroscience-research',
    name: 'Neuroscience Research',
    text: 'How the brain works and how people learn, with real research projects.',
  },
  {
    interest: 'pre-professional',
    name: 'Pre-Professional Studies',
    text: 'Ready to go on to study more, for example to become a doctor or a pharmacist.',
  },
];

export const PROGRAMS_SECTION = {
  title: 'Degree programs',
  intro: 'Choose a degree. An associate degree takes 2 years. A bachelor’s degree takes 4 years.',
  associateTitle: 'Associate degrees (2 years)',
  bachelorTitle: 'Bachelor’s degrees (4 years)',
  undecidedNote:
    'Not sure yet? You can join the waiting list as “undecided” and choose a program later, with help from an adviser.',
} as const;

export const HOSPITAL_PARTNERSHIP = {
  title: 'Hospital partnership',
  paragraphs: [
    'We are working toward a partnership with a children’s hospital. Students in health and science programs would learn from clinical teams and take part in research.',
    'The partnership is a proposal. We will say so on this page when it is agreed.',
  ],
  claims: [CLAIMS.pediatricSubspecialties, CLAIMS.jointResearch] satisfies readonly Claim[],
} as const;

export const COLLEGE_CAMPUS = {
  title: 'The campus',
  paragraphs: [
    'The Bridge Campus is in Kemah, Texas, on the coast south-east of Houston.',
    'The campus is in its Campus Development Phase. The plans include quiet study rooms, labs and spaces to rest between classes.',
  ],
} as const;

export const COLLEGE_TIMELINE = {
  title: 'Timeline',
  entries: [
    {
      when: 'Now',
      what: 'Campus development. We plan and build the campus in Kemah.',
      isCurrent: true,
    },
    { when: 'March 2027', what: 'Virtual tours of the campus.' },
    { when: BRIDGE_OPENING, what: 'The first cohort of students starts.' },
  ] satisfies readonly TimelineEntry[],
} as const;

export const COLLEGE_JOIN = {
  title: 'Join the waiting list',
  text: 'Join the waiting list to hear about virtual tours and to be invited to enroll. On the form, choose the Bridge Campus tab. We review each application within 48 hours.',
  action: { label: 'Join Waiting List', to: '/enrollment' },
} as const;

/** The page's own footer: home, about, contact, partnership. */
export const COLLEGE_FOOTER = {
  navLabel: 'Nexus STEM College links',
  links: [
    { label: 'Home', to: '/' },
    { label: 'About', to: '/about' },
    { label: 'Contact', to: '/contact' },
    { label: 'Partnership', to: '/partnership' },
  ] satisfies readonly SiteLink[],
} as const;
