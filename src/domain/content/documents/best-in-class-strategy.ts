import { ORGANISATION_NAME } from '../../common/organisation.ts';
import { MISSION_SLOGAN } from '../about.ts';
import { ACADEMY_OPENING, BRIDGE_OPENING, FIRST_GRADUATE_COHORT } from '../campuses.ts';
import { CLAIMS, INVESTOR_TIERS, PROJECTION_NOTE } from '../claims.ts';
import {
  bullets,
  paragraph,
  subheading,
  table,
  type AuthoredDocument,
} from '../document-blocks.ts';
import { GENERATED_DOCUMENT_TITLES } from '../generated-documents.ts';
import { CAMPUS_TABLE, MILESTONE_TABLE } from './shared-tables.ts';

/** A strategy paper: what a best-in-class STEM school group for neurodivergent learners is. */
export const BEST_IN_CLASS_STRATEGY: AuthoredDocument = {
  title: GENERATED_DOCUMENT_TITLES['best-in-class-strategy'],
  kind: 'Strategy paper',
  notice: `A working paper for the board, staff and partners. ${PROJECTION_NOTE}`,
  sections: [
    {
      title: '1. Summary',
      blocks: [
        paragraph(
          `${ORGANISATION_NAME} is planning three schools in Texas for learners with ADHD, autism, dyslexia and similar profiles who want to study science, technology, engineering and math (STEM). This paper says what "best in class" means for a school group like ours, how we plan to get there, and how we will know whether we have.`,
        ),
        paragraph(
          `Our mission is "${MISSION_SLOGAN}". In one sentence: we change the school to fit the learner, instead of asking the learner to fit the school.`,
        ),
        paragraph('We commit to five things:'),
        bullets(
          'Therapy and teaching are planned together and happen in the same school day.',
          `Classes are small: ${CLAIMS.classSize.text}.`,
          'Each learner has one plan, written with the family, that every adult follows.',
          `Cost does not decide who can come: ${CLAIMS.needBasedAid.text}.`,
          'One path leads from kindergarten to doctoral research, across three campuses.',
        ),
      ],
    },
    {
      title: '2. The problem we are solving',
      blocks: [
        paragraph(
          'Many neurodivergent learners are strong in science and math. Many of them still leave STEM, because the usual school format works against them: large classes, long lectures, noisy rooms, and few chances to learn by doing.',
        ),
        paragraph(
          'Support usually happens somewhere else. Families drive between school and therapy appointments, and teachers and therapists rarely plan together. A learner can have three plans written by three different teams, none of which mentions the others.',
        ),
        paragraph(
          'Few paths lead from school to college to research for these learners. Each move to a new school means starting again with people who do not know them.',
        ),
      ],
    },
    {
      title: '3. What best in class means',
      blocks: [
        paragraph(
          'We will call ourselves best in class only if we meet the standards below and can show it. Each standard says how we check it.',
        ),
        table({
          caption: 'Standards we hold ourselves to',
          columns: ['Area', 'Our standard', 'How we check it'],
          rows: [
            [
              'Class size',
              `No class is larger than ${CLAIMS.classSize.figure} learners.`,
              'Timetable review at the start of each term.',
            ],
            [
              'Therapy in the school day',
              'Therapy goals are written into lesson plans. Teachers and therapists plan each week together.',
              'A sample of lesson plans is reviewed each term.',
            ],
            [
              'One plan per learner',
              'Each learner has one learning plan, written with the family and the learner.',
              'Each plan is reviewed with the family each term; families answer a short survey.',
            ],
            [
              'Financial access',
              `${CLAIMS.needBasedAid.text}. We plan that ${CLAIMS.studentsReceivingAid.text}.`,
              'An aid report goes to the board each year.',
            ],
            [
              'Outcomes after graduation',
              `${CLAIMS.graduateEmployment.text} and ${CLAIMS.graduateDebt.text}.`,
              'A survey of graduates one year after they leave.',
            ],
            [
              'Calm buildings',
              'Every building has quiet rooms, low noise and soft light.',
              'Families walk through each building with us before it opens.',
            ],
          ],
        }),
      ],
    },
    {
      title: '4. Three campuses, one path',
      blocks: [
        paragraph(
          'Each campus is one step of the same path. A learner can start in kindergarten and finish with a doctorate without ever leaving a school built for the way they learn.',
        ),
        CAMPUS_TABLE,
        bullets(
          `NovaLearn Academy (K-12) is planned to open in ${ACADEMY_OPENING}. It is the medical-educational fusion campus: teaching, therapy and medical support share one building.`,
          `Nexus STEM College (the Bridge Campus) is planned to open in ${BRIDGE_OPENING}, with 2-year and 4-year degrees. It bridges school and a career or further study.`,
          `The ILIAS Graduate Research Institute enrolls its first graduate cohort in ${FIRST_GRADUATE_COHORT}. It studies how people learn, and turns what it finds into better teaching at the other two campuses.`,
        ),
      ],
    },
    {
      title: '5. How we teach',
      blocks: [
        paragraph('The fusion model means therapy and teaching are one job, done together:'),
        bullets(
          'A subject teacher and a therapist plan each course together.',
          'Lessons offer more than one way in: seeing, hearing, doing and reading.',
          'Courses are split into short units with clear goals, so learners always know what comes next.',
          'Coaching for planning, focus and study skills is on the timetable, like any other class.',
          'Projects start from what each learner is good at and interested in.',
          'Routines are predictable, and changes are announced in advance.',
        ),
      ],
    },
    {
      title: '6. Staff',
      blocks: [
        bullets(
          'Teachers hold a degree in the subject they teach and are trained in teaching neurodivergent learners before their first term.',
          'Every campus has speech and language therapists, occupational therapists and psychologists on its own staff.',
          'Teachers and therapists have shared planning time every week, paid and on the timetable.',
          'All staff take part in training each year, planned with families and with neurodivergent adults.',
        ),
      ],
    },
    {
      title: '7. Partnerships',
      blocks: [
        subheading('Industry'),
        paragraph(
          `Students learn from people who do this work every day. We work toward ${CLAIMS.industryPartnersHome.text} for the group and ${CLAIMS.industryPartnersCollege.text} for the college, with ${CLAIMS.internships.text} and ${CLAIMS.jointResearch.text}.`,
        ),
        subheading('Healthcare'),
        paragraph(
          `We are working toward a partnership with a children’s hospital that gives our learners and staff access to ${CLAIMS.pediatricSubspecialties.text}. The separate Healthcare Partnership Strategy describes it in detail.`,
        ),
      ],
    },
    {
      title: '8. Funding and financial access',
      blocks: [
        paragraph(
          `The campuses are paid for by a capital campaign, gifts and investment. Investment tiers are ${INVESTOR_TIERS.join(', ')}. For each investment we agree in writing what it supports and how we report back.`,
        ),
        paragraph(
          `Aid is based on what a family can pay, not on grades. The aid budget is set before tuition is set, so that ${CLAIMS.needBasedAid.text} stays true when costs rise. We expect the three campuses to bring ${CLAIMS.economicImpact.text}.`,
        ),
      ],
    },
    { title: '9. Milestones', blocks: [MILESTONE_TABLE] },
    {
      title: '10. Risks and what we do about them',
      blocks: [
        table({
          caption: 'Main risks',
          columns: ['Risk', 'What we do'],
          rows: [
            [
              'A building is finished late.',
              'We open in temporary space nearby and tell families as soon as we know.',
            ],
            [
              'We cannot hire enough qualified staff.',
              'We train our own staff and work with universities on placements for new teachers and therapists.',
            ],
            [
              'Money arrives more slowly than planned.',
              'We build in phases and confirm an opening date only when that phase is funded.',
            ],
            [
              'Families cannot afford the fees.',
              'The aid budget is fixed before fees are set, and aid is based on need.',
            ],
            [
              'The hospital partnership is not agreed in time.',
              'The academy opens with its own therapists; the partnership adds clinical depth later.',
            ],
          ],
        }),
      ],
    },
    {
      title: '11. How we will measure progress',
      blocks: [
        paragraph('The board receives these measures each year, with last year next to them:'),
        bullets(
          'Number of learners on the waiting list and enrolled, by campus.',
          'Share of classes at or under the class size limit.',
          'Share of learners whose plan was reviewed with their family each term.',
          'Share of students receiving aid, and the average aid award.',
          'Families’ answers to the yearly survey.',
          'Graduates in work or further study one year after they leave, and their average debt.',
        ),
      ],
    },
    {
      title: '12. Next steps',
      blocks: [
        bullets(
          'The board adopts the standards in section 3 as the group’s own.',
          'Staff turn each standard into a written policy, with a named owner.',
          'We share this paper with partners under a mutual non-disclosure agreement.',
          'We review this paper each year, and after each campus opens.',
        ),
      ],
    },
  ],
};
