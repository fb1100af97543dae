import { CLAIMS, type Claim } from './claims.ts';
import { ILLUSTRATIONS } from './illustrations.ts';
import { MISSION_SLOGAN } from './mission.ts';
import {
  ACADEMY_OPENING,
  BRIDGE_OPENING,
  FIRST_GRADUATE_COHORT,
  WAITING_LIST_OPENS,
} from './campuses.ts';
import type { Question, SiteLink, TextCard } from './types.ts';
import { ORGANISATION_NAME } from '../common/organisation.ts';
import type { PageMeta } from './pages.ts';

/** Home page copy (public spec §2 "Home page"), in the order the sections appear. */

/** Title, description and address of the page (see pages.ts). */
export const HOME_META: PageMeta = {
  path: '/',
  title: `${ORGANISATION_NAME} | Empowering Every Mind`,
  description:
    'Schools in Texas for learners with ADHD, autism or dyslexia. A school from kindergarten to grade 12 in The Woodlands. A college in Kemah. A research campus in Dripping Springs.',
};

export const HERO = {
  title: MISSION_SLOGAN,
  lead: 'STEM means science, technology, engineering and math. NovaLearn Institute Group plans three STEM campuses in Texas. They are for learners with ADHD (attention deficit hyperactivity disorder), autism, dyslexia or other differences. The help they need is part of each school day.',
  facts: [
    `NovaLearn Academy (K-12 Campus) in The Woodlands, for kindergarten to grade 12. We plan to open in ${ACADEMY_OPENING}.`,
    `Nexus STEM College (Bridge Campus) in Kemah: we plan to open in ${BRIDGE_OPENING}.`,
    `ILIAS Graduate Research Institute, Dripping Springs: first graduate cohort ${FIRST_GRADUATE_COHORT}`,
  ],
  primaryAction: { label: 'Join the K-12 waiting list', to: '/enrollment' },
  secondaryAction: { label: 'Read about NovaLearn Academy (K-12)', to: '/nexus-learning' },
  illustration: ILLUSTRATIONS.learningTogether,
} as const;

export const FUSION_MODEL = {
  title: 'The fusion model: therapy and teaching together',
  intro:
    'In most schools, therapy happens somewhere else, after school or in a separate room. In our schools, teachers and therapists plan each learner’s week together.',
  points: [
    'Support such as speech therapy and occupational therapy is part of the school day.',
    'Lessons use more than one way in: seeing, hearing, doing and reading.',
    'Each learner has one plan, written with the family, that teachers and therapists all follow.',
    `Classes are small: ${CLAIMS.classSize.text}.`,
  ],
  illustration: ILLUSTRATIONS.fusionModel,
} as const;

export const GLOBAL_FIRSTS = {
  title: 'Global firsts',
  intro:
    'As far as we know, no school group has done these things together before. We plan to be the first.',
  items: [
    {
      title: 'One path from kindergarten to doctorate',
      text: 'One group of schools, built for neurodivergent learners, from the first school year to graduate research.',
    },
    {
      title: 'Therapy and STEM in one curriculum',
      text: 'Therapy goals and science and math goals are written into the same lesson plans.',
    },
    {
      title: 'A medical-educational fusion campus',
      text: `A school campus planned with a children’s hospital. It has a ${CLAIMS.facility.text} (sq ft means square feet). Learners can reach ${CLAIMS.pediatricSubspecialties.text}: doctors who each treat one kind of health need in children.`,
    },
  ] satisfies readonly TextCard[],
} as const;

export const CAMPUSES_SECTION = {
  title: 'Three campuses',
  intro: 'Each campus is one step of the same path. All three are in Texas.',
  figures: [CLAIMS.facility, CLAIMS.pediatricSubspecialties, CLAIMS.futureExpansion],
} as const;

export const PROGRAMS = {
  title: 'Programs',
  intro: 'What learners can study at each campus.',
  groups: [
    {
      title: 'K-12: NovaLearn Academy',
      text: 'Six core STEM programs: computer science, engineering design, math and data, life sciences, science of the environment, and creative tech. Older students can also learn one of three trades.',
      link: { label: 'Read about NovaLearn Academy', to: '/nexus-learning' },
    },
    {
      title: 'Undergraduate: Nexus STEM College',
      text: 'An associate degree takes 2 years. A bachelor’s degree takes 4 years. Subjects include computer science, biomedical technology and applied math.',
      link: { label: 'Read about Nexus STEM College', to: '/nexus-stem-college' },
    },
    {
      title: 'Graduate: ILIAS Graduate Research Institute',
      text: 'A 4-year program for a doctor’s degree in research. A 2-year program for a master’s degree.',
      link: { label: 'Read about the ILIAS programs', to: '/ilias-program' },
    },
  ] satisfies readonly (TextCard & { link: SiteLink })[],
} as const;

export const SUPPORT_SERVICES = {
  title: 'Support services',
  intro: 'Support is part of the school, not an extra you have to ask for.',
  services: [
    {
      title: 'A learning plan for each learner',
      text: 'Written with the family and the learner, and checked together each term.',
    },
    {
      title: 'Calm rooms and quiet spaces',
      text: 'Classrooms with soft light and low noise, and a quiet room to go to at any time.',
    },
    {
      title: 'Help with planning',
      text: 'Coaching for planning, organising and starting tasks, in small steps.',
    },
    {
      title: 'Support for families',
      text: 'Regular family meetings, and one named person to contact with questions.',
    },
  ] satisfies readonly TextCard[],
  financialTitle: 'Financial accessibility',
  financialIntro:
    'Cost should not decide who can come. Aid depends on what a family can pay, not on grades.',
  financialClaims: [
    CLAIMS.needBasedAid,
    CLAIMS.studentsReceivingAid,
    CLAIMS.graduateDebt,
  ] satisfies readonly Claim[],
  giveText: 'You can help pay for this support and for financial aid with a gift.',
  giveLink: { label: 'Give to NovaLearn', to: '/give' } satisfies SiteLink,
  illustration: ILLUSTRATIONS.quietRoom,
} as const;

export const INDUSTRY_PARTNERSHIPS = {
  title: 'Industry partnerships',
  intro:
    'Students learn from people who do this work every day. Partners offer internships, real projects and mentors, and take part in joint research.',
  claims: [
    CLAIMS.industryPartnersHome,
    CLAIMS.internships,
    CLAIMS.jointResearch,
  ] satisfies readonly Claim[],
  link: { label: 'How to become a partner', to: '/partnership' },
} as const;

/** Roles, not names: appointments are shown by what each person is responsible for. */
export const LEADERSHIP = {
  title: 'Leadership',
  intro: 'The roles that lead the group and what each one is responsible for.',
  link: { label: 'About the group', to: '/about' },
  roles: [
    {
      title: 'Chief Executive Officer',
      text: 'Leads the group, the campus plans and the work with investors.',
    },
    {
      title: 'Chief Academic Officer',
      text: 'Leads teaching and the curriculum at all three campuses.',
    },
    {
      title: 'Director of Clinical Partnerships',
      text: 'Leads the work with hospitals and therapists in the fusion model.',
    },
    {
      title: 'Director of Family Services',
      text: 'Leads the waiting list, family meetings and financial aid.',
    },
  ] satisfies readonly TextCard[],
} as const;

export const TIMELINE_SECTION = {
  title: 'Timeline',
  intro: 'What happens when. Dates after today are plans.',
  illustration: ILLUSTRATIONS.campusPath,
} as const;

export const PROJECTED_IMPACT = {
  title: 'Projected impact',
  intro: 'What we expect the three campuses to mean for families and for Texas.',
  claims: [
    CLAIMS.familiesNearby,
    CLAIMS.potentialBridgeStudents,
    CLAIMS.graduateEmployment,
    CLAIMS.startingSalary,
    CLAIMS.economicImpact,
  ] satisfies readonly Claim[],
} as const;

export const JOIN_CALL = {
  title: 'Join us',
  intro: 'Choose the step that fits you.',
  options: [
    {
      title: 'Join the K-12 waiting list',
      text: 'For families of learners from kindergarten to grade 12. Choose the K-12 Campus tab on the form.',
      link: { label: 'Join the K-12 waiting list', to: '/enrollment' },
    },
    {
      title: 'Join the Bridge Campus list',
      text: 'For students who want a 2-year or 4-year degree. Choose the Bridge Campus tab on the form.',
      link: { label: 'Join the Bridge Campus list', to: '/enrollment' },
    },
    {
      title: 'Partner with us',
      text: 'For hospitals, companies, foundations and investors.',
      link: { label: 'Read about partnership', to: '/partnership' },
    },
  ] satisfies readonly (TextCard & { link: SiteLink })[],
  illustration: ILLUSTRATIONS.familyMeeting,
} as const;

export const NEWS = {
  title: 'News',
  items: [
    {
      date: WAITING_LIST_OPENS,
      dateTime: '2025-07-07',
      title: 'The waiting list is open',
      text: 'Families and students can now join the waiting list for NovaLearn Academy and Nexus STEM College. We review each application within 48 hours.',
      link: { label: 'Join the waiting list', to: '/enrollment' },
    },
    {
      date: 'January 2026',
      dateTime: '2026-01',
      title: 'Virtual tour of NovaLearn Academy',
      text: 'On a virtual tour you see the plans for NovaLearn Academy in The Woodlands. You see the classrooms, the quiet rooms and the therapy rooms.',
      link: { label: 'See the dates of the virtual tours', to: '/contact#virtual-tours' },
    },
  ],
} as const;

export const FAQ = {
  title: 'Questions families ask',
  questions: [
    {
      question: 'Who are the campuses for?',
      answer: [
        'For learners who think differently. Some have ADHD (attention deficit hyperactivity disorder), autism or dyslexia. All of them want to learn science or math.',
      ],
    },
    {
      question: 'When do the campuses open?',
      answer: [
        `NovaLearn Academy in The Woodlands is planned to open in ${ACADEMY_OPENING}. Nexus STEM College in Kemah is planned to open in ${BRIDGE_OPENING}. The first graduate cohort at the ILIAS campus in Dripping Springs enrolls in ${FIRST_GRADUATE_COHORT}.`,
      ],
    },
    {
      question: 'What happens after we join the waiting list?',
      answer: [
        'We look at your application within 48 hours. Priority families get early invitations to enroll. Then we plan campus tours and family meetings with you.',
        'In the review, a person on our admissions team reads your application and checks it. We email you again only when its status changes, for example when we invite you.',
        'Every family starts with the same priority. Our admissions team can raise it and writes down why. We have not yet published the reasons.',
        'If we close an application, it leaves the waiting list. The email does not give the reason. Write to us and ask why. You can send a new application at any time.',
      ],
    },
    {
      question: 'Can we afford it?',
      answer: [
        `There is ${CLAIMS.needBasedAid.text}. We plan that ${CLAIMS.studentsReceivingAid.text}, and our goal is ${CLAIMS.graduateDebt.text}.`,
        'Aid depends on what your family can pay. You can ask about aid before you decide anything.',
        'Tuition and financial aid are not set yet. Joining the waiting list is free. It does not commit you to anything.',
      ],
    },
    {
      question: 'How big are the classes?',
      answer: [
        `Classes are small: ${CLAIMS.classSize.text}. Small classes mean teachers know each learner and the room stays calmer.`,
      ],
    },
  ] satisfies readonly Question[],
  moreLink: { label: 'More about us', to: '/about' },
} as const;
