import { ORGANISATION_NAME } from '../../common/organisation.ts';
import { ACADEMY_OPENING, CAMPUSES } from '../campuses.ts';
import { CLAIMS, PROJECTION_NOTE } from '../claims.ts';
import { bullets, clauses, paragraph, table, type AuthoredDocument } from '../document-blocks.ts';
import { GENERATED_DOCUMENT_TITLES } from '../generated-documents.ts';

/** What care looks like at each campus: the same model, adjusted to the learners' ages. */
const CARE_BY_CAMPUS: Record<(typeof CAMPUSES)[number]['id'], string> = {
  academy:
    'Therapy in the school day, a clinic on campus, and referral to specialists. Families take part in every plan review.',
  bridge:
    'Coaching for planning and study skills on the timetable, counselling on campus, and referral to adult services as students turn 18.',
  graduate:
    'Counselling and coaching on request, support for research students with workload and deadlines, and adjustments agreed with each student.',
};

/** The combined plan: the school standards and the hospital partnership, as one daily practice. */
export const BEST_IN_CLASS_HEALTHCARE: AuthoredDocument = {
  title: GENERATED_DOCUMENT_TITLES['best-in-class-healthcare'],
  kind: 'Integration plan',
  notice: `A working plan that combines the Best-in-Class Strategy and the Healthcare Partnership Strategy. No hospital partnership has been agreed yet. ${PROJECTION_NOTE}`,
  sections: [
    {
      title: '1. Purpose',
      blocks: [
        paragraph(
          `This plan describes how care and teaching work together, day to day, at the schools of ${ORGANISATION_NAME}. The Best-in-Class Strategy sets the standards. The Healthcare Partnership Strategy describes the hospital partnership. This plan joins the two: who does what, in which rooms, in which order, and how we check it works.`,
        ),
      ],
    },
    {
      title: '2. A school day with care built in',
      blocks: [
        paragraph(
          'An example day for a learner at NovaLearn Academy. Times change from learner to learner; the pattern stays the same.',
        ),
        table({
          caption: 'Example day',
          columns: ['Time', 'What happens'],
          rows: [
            ['8:15 AM', 'Arrival with a quiet start: a calm room is open for anyone who needs it.'],
            [
              '8:45 AM',
              'Mathematics in a class of no more than 12, with a teacher and a therapist.',
            ],
            ['10:00 AM', 'Movement break planned by the occupational therapist.'],
            ['10:20 AM', 'Science project work in small groups.'],
            ['11:30 AM', 'Speech and language session, linked to the project vocabulary.'],
            ['12:00 PM', 'Lunch, with a quiet room available.'],
            ['1:00 PM', 'Coaching for planning and organising: this week’s tasks in small steps.'],
            ['1:45 PM', 'Engineering or computing lab.'],
            ['3:00 PM', 'Review of the day and what comes tomorrow.'],
          ],
        }),
      ],
    },
    {
      title: '3. Roles',
      blocks: [
        table({
          caption: 'Who is responsible for what',
          columns: ['Role', 'Responsible for'],
          rows: [
            ['Subject teacher', 'Teaching the subject and planning each unit with the therapist.'],
            ['Therapist', 'Therapy goals, and how they are worked into lessons.'],
            [
              'Family liaison',
              'Being the one named contact for the family, and keeping the learning plan up to date.',
            ],
            [
              'Campus clinician',
              'Health care on campus, and referrals to specialists at the hospital partner.',
            ],
            ['Director of Clinical Partnerships', 'The partnership with the hospital as a whole.'],
            ['Family', 'Agreeing the plan, giving or refusing consent, and telling us what works.'],
          ],
        }),
      ],
    },
    {
      title: '4. One plan for each learner',
      blocks: [
        clauses(
          4,
          'Each learner has one learning and care plan. It holds the learner’s strengths and interests, learning goals, therapy goals, health needs the family chooses to share, and the adjustments every adult follows.',
          'The plan is written with the family and, as far as they are able, with the learner.',
          'The plan is reviewed with the family each term, and at any time the family asks.',
          'Teachers, therapists and clinicians all work from the same plan. Nobody keeps a separate plan that the family has not seen.',
        ),
      ],
    },
    {
      title: '5. The care pathway',
      blocks: [
        clauses(
          5,
          'A teacher, therapist or family member raises a question about a learner’s needs with the family liaison.',
          'The family liaison talks with the family. Nothing happens without the family’s agreement.',
          `With written consent, the campus clinician assesses the learner and, where needed, refers them to one of the ${CLAIMS.pediatricSubspecialties.text} at the hospital partner.`,
          'What the family agrees to share comes back into the plan, written in plain words.',
          'The family liaison checks with the family after four weeks that the change works.',
        ),
      ],
    },
    {
      title: '6. Information and privacy',
      blocks: [
        bullets(
          'Education records are protected under FERPA; health records are protected under HIPAA.',
          'Each organisation keeps its own records. Only what the family has agreed to in writing is shared.',
          'Consent names what is shared, with whom and for how long. A family can withdraw consent at any time.',
          'Access to records is limited to the people who work with the learner, and every access is logged.',
        ),
      ],
    },
    {
      title: '7. The facility',
      blocks: [
        paragraph(
          `The medical-educational fusion campus in The Woodlands is planned as a ${CLAIMS.facility.text}. It brings together:`,
        ),
        bullets(
          `Classrooms sized for no more than ${CLAIMS.classSize.figure} learners, with soft light and low noise.`,
          'Therapy rooms next to classrooms, so a session does not mean a long walk.',
          'A clinic on campus for the campus clinician and visiting specialists.',
          'Quiet rooms and movement spaces on every floor.',
          'Labs for science, engineering and computing.',
        ),
        paragraph(`There is room to grow: ${CLAIMS.futureExpansion.text}.`),
      ],
    },
    {
      title: '8. Across the three campuses',
      blocks: [
        table({
          caption: 'What care looks like at each campus',
          columns: ['Campus', 'Where', 'Care and support'],
          rows: CAMPUSES.map((campus) => [campus.name, campus.town, CARE_BY_CAMPUS[campus.id]]),
        }),
      ],
    },
    {
      title: '9. Staff and training',
      blocks: [
        bullets(
          'Teachers and therapists have shared planning time every week.',
          'Before each school year, all staff spend training days together with hospital staff.',
          'New staff shadow an experienced teacher and therapist pair for their first two weeks.',
          'Neurodivergent adults and families help design and deliver the training.',
        ),
      ],
    },
    {
      title: '10. Quality measures',
      blocks: [
        table({
          caption: 'What we measure and report to the board each year',
          columns: ['Measure', 'Target'],
          rows: [
            ['Plans reviewed with the family each term', 'Every learner'],
            ['Therapy sessions held during the school day', 'Nine out of ten sessions'],
            ['Classes at or under the class size limit', `Every class (${CLAIMS.classSize.text})`],
            ['Families who say care and teaching are well coordinated', 'Rising each year'],
            ['Referrals with a first appointment booked within four weeks', 'Rising each year'],
          ],
        }),
      ],
    },
    {
      title: '11. Next steps',
      blocks: [
        bullets(
          `Agree the care pathway and consent forms with the hospital partner before ${ACADEMY_OPENING}.`,
          'Test the example day with families on the waiting list and change it where they tell us to.',
          'Write the privacy and records policy with counsel.',
          'Review this plan after the first term at NovaLearn Academy.',
        ),
      ],
    },
  ],
};
