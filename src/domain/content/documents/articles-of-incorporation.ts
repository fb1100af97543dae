import { ORGANISATION_NAME } from '../../common/organisation.ts';
import { CAMPUSES } from '../campuses.ts';
import {
  bullets,
  clauses,
  COUNSEL_REVIEW_NOTICE,
  paragraph,
  signatures,
  type AuthoredDocument,
} from '../document-blocks.ts';
import { GENERATED_DOCUMENT_TITLES } from '../generated-documents.ts';

const towns = CAMPUSES.map((campus) => campus.town);
const campusTowns = `${towns.slice(0, -1).join(', ')} and ${towns.at(-1)}`;

/**
 * The founding document of the nonprofit corporation. Texas calls it a certificate of formation
 * (Form 202); the organisation calls it its articles of incorporation, so both names appear.
 */
export const ARTICLES_OF_INCORPORATION: AuthoredDocument = {
  title: GENERATED_DOCUMENT_TITLES['articles-of-incorporation'],
  kind: 'Draft for filing with the Texas Secretary of State',
  notice: `${COUNSEL_REVIEW_NOTICE} In Texas this document is filed as a Certificate of Formation for a nonprofit corporation (Form 202).`,
  sections: [
    {
      title: 'Article 1. Name',
      blocks: [
        clauses(
          1,
          `The name of the corporation is ${ORGANISATION_NAME} (the "Corporation").`,
          'Before filing, counsel confirms with the Texas Secretary of State that the name is available.',
        ),
      ],
    },
    {
      title: 'Article 2. Type of entity and duration',
      blocks: [
        clauses(
          2,
          'The Corporation is a nonprofit corporation formed under Chapter 22 of the Texas Business Organizations Code.',
          'The Corporation exists without a time limit (perpetually), unless it is dissolved under Article 9.',
        ),
      ],
    },
    {
      title: 'Article 3. Purposes',
      blocks: [
        clauses(
          3,
          'The Corporation is organized and will be operated exclusively for charitable, educational and scientific purposes within the meaning of section 501(c)(3) of the Internal Revenue Code of 1986, as amended, or the matching section of any future federal tax law (the "Code").',
          `Within those purposes, the Corporation will: (a) found and run schools, a college and a graduate research institute in Texas for learners who think differently, such as learners with ADHD, autism or dyslexia, with a focus on science, technology, engineering and mathematics; (b) plan its first three campuses, in ${campusTowns}, Texas; (c) bring therapy and teaching together in the school day; (d) carry out and publish research on how people learn; and (e) work with hospitals, universities, companies and families toward these aims.`,
          'The Corporation may do anything a Texas nonprofit corporation may lawfully do in support of these purposes, subject to Article 8.',
        ),
      ],
    },
    {
      title: 'Article 4. Registered agent and registered office',
      blocks: [
        clauses(
          4,
          'The initial registered agent and registered office are to be named by the board before filing and written into this article at that time.',
          'The registered office must be a street address in Texas where the registered agent can receive legal papers during business hours. A post office box is not enough.',
          'The registered agent must agree in writing to serve before this document is filed.',
        ),
      ],
    },
    {
      title: 'Article 5. Members',
      blocks: [
        clauses(
          5,
          'The Corporation has no members. Its affairs are managed by its board of directors.',
          'Families, donors and partners may be called "friends" or "supporters" of the Corporation, but that does not make them members in law.',
        ),
      ],
    },
    {
      title: 'Article 6. Board of directors',
      blocks: [
        clauses(
          6,
          'The board of directors consists of at least three directors. The bylaws set the exact number, how directors are elected and removed, and their terms of office.',
          'The initial board consists of three directors. Their names and addresses are to be written into this article by the organizer before filing.',
          'The board aims to include at least one director with experience in educating neurodivergent learners, one with experience in pediatric healthcare, and one with experience in finance or law.',
          'Directors serve without pay, except reasonable repayment of expenses agreed in advance.',
        ),
      ],
    },
    {
      title: 'Article 7. Limits on directors’ liability and indemnification',
      blocks: [
        clauses(
          7,
          'To the fullest extent the Texas Business Organizations Code allows, including section 7.001, a director is not personally liable to the Corporation for money damages for an act or omission in the director’s capacity as a director.',
          'The Corporation indemnifies its directors and officers, and may buy insurance for them, as Chapter 8 of the Texas Business Organizations Code allows and the bylaws describe.',
        ),
      ],
    },
    {
      title: 'Article 8. Restrictions required for tax exemption',
      blocks: [
        clauses(
          8,
          'No part of the net earnings of the Corporation may benefit, or be distributed to, its directors, officers or other private persons. The Corporation may pay reasonable compensation for services actually given and make payments in support of the purposes in Article 3.',
          'No substantial part of the Corporation’s activities may consist of carrying on propaganda or otherwise attempting to influence legislation.',
          'The Corporation may not take part in, or intervene in, any political campaign for or against any candidate for public office, including by publishing or distributing statements.',
          'Whatever else these articles say, the Corporation may not carry on any activity that is not permitted (a) to an organization exempt from federal income tax under section 501(c)(3) of the Code, or (b) to an organization to which contributions are deductible under section 170(c)(2) of the Code.',
        ),
      ],
    },
    {
      title: 'Article 9. Dissolution',
      blocks: [
        clauses(
          9,
          'If the Corporation is dissolved, the board first pays or provides for all of its debts and liabilities.',
          'The remaining assets are distributed to one or more organizations for exempt purposes within the meaning of section 501(c)(3) of the Code, or to the federal government, or to a state or local government, for a public purpose. The board chooses the recipients, and prefers organizations that educate neurodivergent learners.',
          'Any assets not distributed in that way are distributed by a court of competent jurisdiction of the county where the Corporation’s principal office is then located, exclusively for those purposes or to organizations that the court decides are organized and operated exclusively for those purposes.',
          'No asset may be distributed to a director, an officer or any other private person.',
        ),
      ],
    },
    {
      title: 'Article 10. Organizer',
      blocks: [
        clauses(
          10,
          'The name and address of the organizer are to be written into this article before filing. The organizer signs below.',
          'This document takes effect when the Texas Secretary of State files it.',
        ),
        signatures('the Organizer'),
      ],
    },
    {
      title: 'Before filing: checklist',
      blocks: [
        paragraph('This checklist is not part of the filed document. Remove it before filing.'),
        bullets(
          'Counsel reviews and approves the final text.',
          'Confirm that the name is available with the Texas Secretary of State.',
          'Name the registered agent and the registered office, and get the agent’s written consent.',
          'Write in the names and addresses of the three initial directors and of the organizer.',
          'File Form 202 (Certificate of Formation, Nonprofit Corporation) with the filing fee, which is $25 at the time of writing.',
          'After filing: adopt bylaws and a conflict-of-interest policy, get an employer identification number (EIN), apply to the IRS for recognition of exemption (Form 1023), and apply to the Texas Comptroller for exemption from franchise and sales tax (Form AP-204).',
        ),
      ],
    },
  ],
};
