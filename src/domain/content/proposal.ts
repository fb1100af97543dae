import { ORGANISATION_NAME } from '../common/organisation.ts';
import { MISSION_SLOGAN } from './about.ts';
import { ACADEMY_OPENING, BRIDGE_OPENING, FIRST_GRADUATE_COHORT } from './campuses.ts';
import { CLAIMS, PROJECTION_NOTE } from './claims.ts';
import { buildMailto } from './mail-links.ts';
import {
  bullets,
  link,
  paragraph,
  steps,
  subheading,
  table,
  type AuthoredDocument,
} from './document-blocks.ts';
import { CAMPUS_TABLE } from './documents/shared-tables.ts';

/**
 * The children's hospital partnership proposal (public spec §2 "Corporate and proposal pages",
 * admin spec §2 "Other links"). The page, its HTML body and its PDF are all built from this.
 */

export const PROPOSAL_TITLE = 'Children’s Hospital Partnership Proposal';

export const PROPOSAL_MAIL_SUBJECT = 'Children’s Hospital Partnership Proposal';

/** The contact address comes from configuration, so the proposal is built per server. */
export function buildProposal(contact: { email: string }): AuthoredDocument {
  return {
    title: PROPOSAL_TITLE,
    kind: `A proposal from ${ORGANISATION_NAME}`,
    notice: `This is a proposal for discussion. Nothing in it has been agreed yet. ${PROJECTION_NOTE}`,
    sections: [
      {
        title: 'Purpose of this proposal',
        blocks: [
          paragraph(
            `${ORGANISATION_NAME} invites a children’s hospital in Texas to become its clinical partner. Together we would build schools where therapy, medical support and teaching in science, technology, engineering and math (STEM) happen in one place, in one school day, and in one plan for each child.`,
          ),
          paragraph(
            'This proposal explains who we are, what the partnership would include, when it would happen, and what the next steps are.',
          ),
        ],
      },
      {
        title: 'Who we are',
        blocks: [
          paragraph(
            `${ORGANISATION_NAME} is planning three campuses in Texas for learners with ADHD, autism, dyslexia and similar profiles. Our mission is "${MISSION_SLOGAN}".`,
          ),
          CAMPUS_TABLE,
          paragraph(
            `Classes are small (${CLAIMS.classSize.text}), and cost does not decide who can come: ${CLAIMS.needBasedAid.text}.`,
          ),
        ],
      },
      {
        title: 'What the partnership would include',
        blocks: [
          subheading('Therapy integrated with STEM teaching'),
          paragraph(
            'Teachers and therapists would plan each learner’s week together. Speech, occupational and behavioural therapy would take place during the school day, and therapy goals would be written into science and math lessons.',
          ),
          subheading(`Access to ${CLAIMS.pediatricSubspecialties.text}`),
          paragraph(
            `With the family’s consent, learners could be referred to ${CLAIMS.pediatricSubspecialties.text} at the hospital through one route, and what the family agrees to share would come back into the learner’s plan.`,
          ),
          subheading(`The ${CLAIMS.facility.text}`),
          paragraph(
            `NovaLearn Academy in The Woodlands is planned as the medical-educational fusion campus, a ${CLAIMS.facility.text}. Classrooms, therapy rooms, a clinic, labs and quiet spaces would share one building, with ${CLAIMS.futureExpansion.text}.`,
          ),
          subheading('Research and training'),
          bullets(
            `Joint research on learning and wellbeing with the ILIAS Graduate Research Institute, working toward ${CLAIMS.jointResearch.text}.`,
            'Shared training for teachers, therapists and clinical staff.',
            'Clinical learning and internships for students at Nexus STEM College.',
          ),
        ],
      },
      {
        title: 'What the partnership offers the hospital',
        blocks: [
          bullets(
            'A place where care fits into daily life, for children and families who often struggle to reach appointments.',
            'Better information from school for clinical teams, with the family’s consent.',
            'Research partners and families who have chosen to take part in research, with ethics board approval.',
            'A pipeline of students trained in health and science, from school to graduate research.',
          ),
        ],
      },
      {
        title: 'Timeline',
        blocks: [
          table({
            caption: 'Partnership timeline (dates after today are plans)',
            columns: ['When', 'Step'],
            rows: [
              ['Now', 'First conversations and a mutual non-disclosure agreement.'],
              [
                `Before ${ACADEMY_OPENING}`,
                'A joint planning group designs care on campus, the referral route and the facility.',
              ],
              [ACADEMY_OPENING, 'NovaLearn Academy opens with therapy in the school day.'],
              [
                BRIDGE_OPENING,
                'Nexus STEM College opens; clinical learning and internships begin.',
              ],
              [FIRST_GRADUATE_COHORT, 'The first graduate cohort starts joint research at ILIAS.'],
            ],
          }),
        ],
      },
      {
        title: 'Next steps',
        blocks: [
          steps(
            'Read this proposal and share it with your team.',
            'Sign a mutual non-disclosure agreement, so that we can share plans that are not public.',
            'Book a 30-minute discovery call with our team.',
            'Hold a planning workshop with both teams.',
            'Agree a letter of intent before joint planning starts.',
          ),
          link(
            `To start, write to us at ${contact.email}`,
            buildMailto(contact.email, { subject: PROPOSAL_MAIL_SUBJECT }),
          ),
        ],
      },
    ],
  };
}
