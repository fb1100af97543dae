import { ORGANISATION_NAME } from '../../common/organisation.ts';
import {
  clauses,
  COUNSEL_REVIEW_NOTICE,
  paragraph,
  signatures,
  table,
  type AuthoredDocument,
} from '../document-blocks.ts';
import { GENERATED_DOCUMENT_TITLES } from '../generated-documents.ts';

/** The agreement each director signs on election: duties, term, conflicts, confidentiality. */
export const BOARD_AGREEMENT: AuthoredDocument = {
  title: GENERATED_DOCUMENT_TITLES['board-agreement'],
  kind: 'Board governance agreement',
  notice: COUNSEL_REVIEW_NOTICE,
  sections: [
    {
      title: 'Parties',
      blocks: [
        paragraph(
          `This agreement is between ${ORGANISATION_NAME}, a Texas nonprofit corporation (the "Corporation"), and the person who signs it below as a member of the board of directors (the "Board Member").`,
        ),
        paragraph(
          'It takes effect on the date the Board Member signs it, provided the board has elected the Board Member.',
        ),
      ],
    },
    {
      title: 'At a glance',
      blocks: [
        table({
          caption: 'The main points of this agreement',
          columns: ['Topic', 'In short', 'Article'],
          rows: [
            ['Term', 'Three years; at most two terms in a row.', '2'],
            ['Meetings', 'Attend at least three of every four board meetings.', '3'],
            ['Conflicts of interest', 'Disclose in writing; do not vote.', '4'],
            [
              'Confidentiality',
              'Keep board, student, family, donor and partner matters private.',
              '5',
            ],
            ['Pay', 'None; agreed expenses are repaid.', '6'],
            ['Safeguarding', 'Background check before the first meeting.', '7'],
          ],
        }),
      ],
    },
    {
      title: 'Article 1. Purpose of this agreement',
      blocks: [
        clauses(
          1,
          'This agreement sets out what the Corporation expects of the Board Member and what the Board Member can expect of the Corporation.',
          'It does not replace the certificate of formation, the bylaws or the law. If this agreement conflicts with any of them, they prevail.',
        ),
      ],
    },
    {
      title: 'Article 2. Term',
      blocks: [
        clauses(
          2,
          'The Board Member serves a term of three years from the date of election.',
          'The Board Member may serve at most two terms in a row. After two terms, at least one year must pass before the Board Member can be elected again.',
          'The Board Member may resign at any time by written notice to the chair of the board. The resignation takes effect on the date in the notice, or on receipt if no date is given.',
          'The board may remove the Board Member as the bylaws allow.',
        ),
      ],
    },
    {
      title: 'Article 3. Duties',
      blocks: [
        clauses(
          3,
          'Duty of care. The Board Member acts in good faith, with the care an ordinarily careful person would use in a similar position, and in a way the Board Member reasonably believes is in the best interest of the Corporation.',
          'Duty of loyalty. The Board Member puts the interests of the Corporation before their own interests and those of any other organisation when acting as a director.',
          'Duty of obedience. The Board Member acts within the Corporation’s charitable purposes, its governing documents and the law.',
          'The Board Member attends at least three of every four board meetings each year, reads the papers before each meeting, and serves on at least one committee.',
          'The Board Member supports the Corporation’s fundraising each year, by giving, by asking others to give, or both, in a way that is meaningful to the Board Member.',
          'The Board Member speaks for the Corporation in public only when the board or the chair has asked them to.',
        ),
      ],
    },
    {
      title: 'Article 4. Conflicts of interest',
      blocks: [
        clauses(
          4,
          'A conflict of interest exists when the Board Member, a member of their family, or an organisation they work for or have a financial interest in could gain from a decision of the Corporation.',
          'The Board Member tells the chair in writing about any conflict of interest as soon as they know of it, and before the board discusses the matter.',
          'The Board Member leaves the discussion of the matter and does not vote on it. The minutes record the disclosure and the absence from the vote.',
          'The Board Member completes the Corporation’s written disclosure statement when elected and once a year after that.',
          'No part of the Corporation’s income or assets may benefit the Board Member personally, except reasonable repayment of agreed expenses.',
          'The Board Member does not accept a gift worth more than $100 from anyone who does business with the Corporation, or wants to, and tells the chair about any gift offered.',
        ),
      ],
    },
    {
      title: 'Article 5. Confidentiality',
      blocks: [
        clauses(
          5,
          'The Board Member keeps confidential: what is said in board meetings held in private; information about students and families; information about donors; and information partners share under a non-disclosure agreement.',
          'Student education records are protected under FERPA and health information under HIPAA. The Board Member does not ask for or keep such records unless the board needs them for a decision, and then only as the law allows.',
          'The Board Member uses confidential information only for their work on the board.',
          'These duties continue after the Board Member leaves the board. When they leave, they return or destroy the Corporation’s papers and files.',
        ),
      ],
    },
    {
      title: 'Article 6. Pay, expenses and protection',
      blocks: [
        clauses(
          6,
          'The Board Member is not paid for serving on the board.',
          'The Corporation repays reasonable expenses the chair or the treasurer agreed to in advance, against receipts.',
          'The Corporation protects (indemnifies) the Board Member and holds directors’ and officers’ liability insurance, as the bylaws and the Texas Business Organizations Code allow.',
        ),
      ],
    },
    {
      title: 'Article 7. Safeguarding children and young people',
      blocks: [
        clauses(
          7,
          'Because the Corporation serves children and young people, the Board Member agrees to a criminal background check before their first board meeting and again every three years.',
          'The Board Member follows the Corporation’s safeguarding policy and completes its safeguarding training each year.',
          'Board membership does not give the Board Member unsupervised access to students.',
        ),
      ],
    },
    {
      title: 'Article 8. End of service',
      blocks: [
        clauses(
          8,
          'Service ends when the term ends, on resignation, or on removal.',
          'On leaving, the Board Member returns the Corporation’s property, and Articles 4.5 and 5 continue to apply.',
        ),
      ],
    },
    {
      title: 'Article 9. General',
      blocks: [
        clauses(
          9,
          'This agreement is governed by the laws of the State of Texas.',
          'This agreement and the documents it names are the whole agreement about board service. Changes must be in writing and signed by both parties.',
          'This agreement may be signed in counterparts and with electronic signatures.',
        ),
      ],
    },
    {
      title: 'Signatures',
      blocks: [signatures(ORGANISATION_NAME, 'the Board Member')],
    },
  ],
};
