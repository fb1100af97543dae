import { ORGANISATION_NAME } from '../../common/organisation.ts';
import { CAMPUSES, type CampusId } from '../campuses.ts';
import {
  bullets,
  clauses,
  clausesFrom,
  COUNSEL_REVIEW_NOTICE,
  paragraph,
  signatures,
  table,
  type AuthoredDocument,
} from '../document-blocks.ts';
import { GENERATED_DOCUMENT_TITLES } from '../generated-documents.ts';
import { LEADERSHIP } from '../home.ts';

/** The person who leads each division and answers to the Group for it. */
const DIVISION_HEADS: Record<CampusId, string> = {
  academy: 'Head of School',
  bridge: 'President of the College',
  graduate: 'Director of the Institute',
};

const [academy, college, institute] = CAMPUSES.map((campus) => campus.name) as [
  string,
  string,
  string,
];

/** How the group and its three divisions share decisions, services, money and students. */
export const OPERATING_AGREEMENT: AuthoredDocument = {
  title: GENERATED_DOCUMENT_TITLES['operating-agreement'],
  kind: 'Internal governance agreement',
  notice: COUNSEL_REVIEW_NOTICE,
  sections: [
    {
      title: 'Article 1. Parties and purpose',
      blocks: [
        clauses(
          1,
          `This agreement is between ${ORGANISATION_NAME} (the "Group") and its three divisions: ${academy}, ${college} and ${institute} (each a "Division").`,
          'Each Division is run as a division of the Group until the board of directors of the Group decides otherwise. If a Division becomes a separate legal entity, it signs this agreement as a party in its own name.',
          'This agreement says who decides what, which services the Group provides to the Divisions, how money is shared, and how students move from one Division to the next.',
        ),
      ],
    },
    {
      title: 'Article 2. The Divisions',
      blocks: [
        table({
          caption: 'The three Divisions',
          columns: ['Division', 'What it is', 'Where', 'Opening', 'Led by'],
          rows: CAMPUSES.map((campus) => [
            campus.name,
            campus.level,
            `${campus.town}, ${campus.state}`,
            campus.opening,
            DIVISION_HEADS[campus.id],
          ]),
        }),
        clauses(
          2,
          'Each division head runs their Division day to day and answers to the Chief Executive Officer of the Group.',
        ),
      ],
    },
    {
      title: 'Article 3. Governance',
      blocks: [
        clauses(
          3,
          'The board of directors of the Group has final authority over the Group and all Divisions.',
          'The Group leadership team is made up of the roles below. It carries out the board’s decisions and leads the work the Divisions share.',
        ),
        table({
          caption: 'Group leadership team',
          columns: ['Role', 'Responsible for'],
          rows: LEADERSHIP.roles.map((role) => [role.title, role.text]),
        }),
        clausesFrom(
          3,
          3,
          'A Joint Council of the Group leadership team and the three division heads meets every month. It plans the path from one Division to the next and settles day-to-day questions between Divisions.',
          'The Joint Council keeps minutes. The Chief Executive Officer reports its decisions to the board at the next board meeting.',
        ),
      ],
    },
    {
      title: 'Article 4. Who decides what',
      blocks: [
        clauses(
          4,
          'Each decision in the table below is made by the person or body named, after asking those listed in the last column.',
          'A decision that is not in the table is made by the Chief Executive Officer, who may refer it to the board.',
        ),
        table({
          caption: 'Decisions and who makes them',
          columns: ['Decision', 'Who decides', 'Who must be asked first'],
          rows: [
            ['Yearly budget of the Group and of each Division', 'Board', 'Division heads'],
            ['Tuition and financial aid policy', 'Board', 'Director of Family Services'],
            ['Building projects and borrowing', 'Board', 'Joint Council'],
            [
              'Agreements with partners, including hospitals',
              'Chief Executive Officer',
              'The Division concerned',
            ],
            ['Admissions policy', 'Joint Council', 'Director of Family Services'],
            ['Curriculum and timetable of a Division', 'Division head', 'Chief Academic Officer'],
            ['Hiring staff within the approved budget', 'Division head', 'No one'],
            ['Public figures and claims', 'Chief Executive Officer', 'Division heads'],
          ],
        }),
      ],
    },
    {
      title: 'Article 5. Shared services',
      blocks: [
        clauses(
          5,
          'The Group provides these services to all Divisions, so that each Division can focus on teaching and research:',
        ),
        bullets(
          'Fundraising, the capital campaign and relations with investors and donors.',
          'Finance, payroll, the yearly audit and insurance.',
          'Legal matters, including agreements and non-disclosure agreements with partners.',
          'Human resources, background checks and staff training.',
          'Information technology, data protection and student records systems.',
          'The waiting list, admissions and financial aid.',
          'Communications, the website and public figures.',
        ),
      ],
    },
    {
      title: 'Article 6. Money',
      blocks: [
        clauses(
          6,
          'The board approves one budget each year for the Group and each Division.',
          'The cost of shared services is divided between the Divisions in proportion to the number of students enrolled at each, once a Division has students. Before then, the Group carries the cost.',
          'A gift given for a particular Division or purpose is used only for that Division or purpose.',
          'No Division borrows money, signs a lease or starts a building project without the board’s approval.',
          'The accounts of the Group and of every Division are audited each year by an independent auditor.',
        ),
      ],
    },
    {
      title: 'Article 7. Students moving between Divisions',
      blocks: [
        clauses(
          7,
          `A student who completes grade 12 at ${academy} and meets the published admission requirements of ${college} is offered an admissions interview.`,
          `A graduate of ${college} who meets the published admission requirements of ${institute} is given priority on its waiting list.`,
          'With the family’s or the adult student’s written consent, the learning plan moves with the student, so the next Division does not start again from nothing.',
        ),
      ],
    },
    {
      title: 'Article 8. Records and confidentiality',
      blocks: [
        clauses(
          8,
          'Each Division keeps the education records of its own students. Records are shared with another Division only with consent or as FERPA allows.',
          'Information a partner shares under a non-disclosure agreement is used only for the purpose of that agreement, by the people who need it.',
        ),
      ],
    },
    {
      title: 'Article 9. Public figures',
      blocks: [
        clauses(
          9,
          'The Group keeps one list of the figures and claims it makes in public, such as class sizes, aid and partner numbers. No Division publishes a figure that is not on that list.',
          'Figures about the future are always shown as plans, goals or estimates.',
        ),
      ],
    },
    {
      title: 'Article 10. Disagreements',
      blocks: [
        clauses(
          10,
          'A disagreement between Divisions is first raised between the division heads concerned.',
          'If they cannot settle it within 30 days, the Chief Executive Officer decides.',
          'A division head may ask the board to review the decision. The board’s decision is final.',
        ),
      ],
    },
    {
      title: 'Article 11. Changes and review',
      blocks: [
        clauses(
          11,
          'This agreement takes effect when the board approves it and the parties have signed it.',
          'The Joint Council reviews this agreement every year and after each campus opens. Changes take effect only when the board approves them in writing.',
        ),
      ],
    },
    {
      title: 'Signatures',
      blocks: [
        paragraph('Signed for the Group and for each Division by the person who leads it.'),
        signatures(ORGANISATION_NAME, academy, college, institute),
      ],
    },
  ],
};
