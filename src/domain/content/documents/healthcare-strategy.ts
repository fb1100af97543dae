import { ORGANISATION_NAME } from '../../common/organisation.ts';
import { ACADEMY_OPENING, BRIDGE_OPENING, FIRST_GRADUATE_COHORT } from '../campuses.ts';
import { CLAIMS, PROJECTION_NOTE } from '../claims.ts';
import { bullets, paragraph, table, type AuthoredDocument } from '../document-blocks.ts';
import { GENERATED_DOCUMENT_TITLES } from '../generated-documents.ts';

/** A strategy paper: why and how the group partners with a children's hospital. */
export const HEALTHCARE_STRATEGY: AuthoredDocument = {
  title: GENERATED_DOCUMENT_TITLES['healthcare-strategy'],
  kind: 'Strategy paper',
  notice: `A working paper for the board, staff and possible healthcare partners. No partnership has been agreed yet. ${PROJECTION_NOTE}`,
  sections: [
    {
      title: '1. Summary',
      blocks: [
        paragraph(
          `${ORGANISATION_NAME} wants to work with a children’s hospital so that therapy, medical support and STEM teaching happen in one place and one plan. This paper explains why, what the partnership would include, what each side brings, and the order in which we would build it.`,
        ),
        paragraph(
          `The heart of the partnership is the medical-educational fusion campus: NovaLearn Academy in The Woodlands, in a ${CLAIMS.facility.text}, with access to ${CLAIMS.pediatricSubspecialties.text}.`,
        ),
      ],
    },
    {
      title: '2. Why a hospital partner',
      blocks: [
        bullets(
          'Many of our learners see several specialists. Today their families carry information between clinics and school by hand.',
          'Clinical teams know a great deal about each learner that teachers never hear about, and the reverse is also true.',
          'A hospital brings clinical knowledge, specialist staff and research experience that a school cannot build on its own.',
          'A school gives a hospital a place where care fits into daily life, and where new ways of supporting children can be tried with families who have agreed to take part.',
        ),
      ],
    },
    {
      title: '3. What the partnership would include',
      blocks: [
        table({
          caption: 'Parts of the partnership',
          columns: ['Part', 'What it means in practice'],
          rows: [
            [
              'Therapy in the school day',
              'Speech, occupational and behavioural therapy take place at school, and therapy goals are written into lesson plans.',
            ],
            [
              'Specialist access',
              `Learners can be referred to ${CLAIMS.pediatricSubspecialties.text} through one route, with the family’s consent.`,
            ],
            [
              'A shared facility',
              `A ${CLAIMS.facility.text} on the fusion campus, with classrooms, therapy rooms, a clinic and quiet spaces under one roof.`,
            ],
            [
              'Joint research',
              `Research on learning and wellbeing with the ILIAS Graduate Research Institute, working toward ${CLAIMS.jointResearch.text}.`,
            ],
            [
              'Training',
              'Hospital staff help train our teachers; our teachers help hospital staff understand school life.',
            ],
            [
              'College programs',
              'Students in health and science programs at Nexus STEM College learn from clinical teams and take internships with them.',
            ],
          ],
        }),
      ],
    },
    {
      title: '4. What each side brings',
      blocks: [
        table({
          caption: 'Contributions',
          columns: ['Area', 'The hospital partner', ORGANISATION_NAME],
          rows: [
            [
              'People',
              'Clinicians and specialists, and supervision for therapists.',
              'Teachers, therapists on our staff, and a family liaison for each learner.',
            ],
            [
              'Places',
              'Clinics and specialist services.',
              'The school buildings, including the rooms used for care on campus.',
            ],
            [
              'Knowledge',
              'Clinical practice and clinical research methods.',
              'Teaching practice and what we learn from families and learners.',
            ],
            [
              'Money',
              'Clinical services billed as they are today.',
              'School running costs, and the capital campaign for the buildings.',
            ],
          ],
        }),
      ],
    },
    {
      title: '5. Principles',
      blocks: [
        bullets(
          'Families decide. Nothing is shared and no referral is made without the family’s written consent.',
          'Clinicians make clinical decisions. Educators make education decisions. The learning plan records both.',
          'Health information is protected under HIPAA and education records under FERPA. Each record stays with the organisation that holds it, and only what a family agrees to is shared.',
          'No learner takes part in research without consent from the family, the learner’s own agreement where they are able to give it, and approval by an ethics board.',
          'The school stays a school. Care fits into the school day; it does not replace learning time.',
        ),
      ],
    },
    {
      title: '6. How we choose a partner',
      blocks: [
        bullets(
          'A children’s hospital within reach of The Woodlands, Texas.',
          `A broad pediatric service: access to ${CLAIMS.pediatricSubspecialties.text}.`,
          'Experience with developmental and behavioural pediatrics.',
          'A research program with an ethics board, and interest in education research.',
          'Willingness to plan with families, not only for them.',
        ),
      ],
    },
    {
      title: '7. Phases',
      blocks: [
        table({
          caption: 'The order in which we build the partnership',
          columns: ['Phase', 'What happens', 'When'],
          rows: [
            [
              '1. Discovery',
              'First conversations, a mutual non-disclosure agreement, and a shared list of questions.',
              'Now',
            ],
            [
              '2. Joint planning',
              'A joint planning group designs care on campus, the referral route and the facility.',
              `Before ${ACADEMY_OPENING}`,
            ],
            [
              '3. Academy launch',
              'Therapy in the school day and the referral route start at NovaLearn Academy.',
              ACADEMY_OPENING,
            ],
            [
              '4. College programs',
              'Clinical learning and internships for Nexus STEM College students.',
              BRIDGE_OPENING,
            ],
            [
              '5. Research',
              'Joint research with the ILIAS Graduate Research Institute.',
              FIRST_GRADUATE_COHORT,
            ],
          ],
        }),
      ],
    },
    {
      title: '8. How the partnership is run',
      blocks: [
        bullets(
          'A joint steering group with members from both organisations and two parent members meets every quarter.',
          'Each organisation names one lead person who answers for the partnership day to day.',
          'The steering group reports to our board and to the hospital’s leadership once a year.',
          'The written partnership agreement is reviewed every year and can be ended by either side with notice.',
        ),
      ],
    },
    {
      title: '9. Measures',
      blocks: [
        bullets(
          'Time from a referral to a first specialist appointment.',
          'Share of therapy sessions held in the school day rather than after school.',
          'Families’ answers to a yearly survey about coordination of care.',
          'Learners’ attendance, and progress against the goals in their plan.',
          'Research projects started and published.',
        ),
      ],
    },
    {
      title: '10. Next steps',
      blocks: [
        bullets(
          'Share this paper and the partnership proposal with hospitals that meet the criteria in section 6.',
          'Sign a mutual non-disclosure agreement before we share plans that are not public.',
          'Hold a 30-minute discovery call, then a planning workshop with both teams.',
          'Agree a letter of intent before joint planning starts.',
        ),
      ],
    },
  ],
};
