import { CAMPUS_NAMES } from '../../../../domain/waiting-list/waiting-list.ts';
import type { WaitingListMailCopy } from './waiting-list-mail-copy.ts';

// Only the SHA-256 of the status link is stored, so a later mail cannot repeat it. Sending the
// form again mails a new one (resend-status-link.ts), except for a closed application: there the
// form starts a new application.
const FIRST_MESSAGE = 'The private link to this application is in the first message we sent you.';
const LOST_LINK =
  'If you cannot find it, send the application form again. Use the same student name and email address. We will email you a new link.';
const questions = (supportEmail: string) => `Questions? Write to ${supportEmail}.`;
const linkAndQuestions = (supportEmail: string) => [
  `${FIRST_MESSAGE} ${LOST_LINK}`,
  questions(supportEmail),
];

/** Plain, literal sentences for a tired parent; the e2e journey reads the confirmation's place. */
export const en: WaitingListMailCopy = {
  locale: 'en-US',
  campusNames: CAMPUS_NAMES,
  greeting: (name) => (name ? `Hello ${name},` : 'Hello,'),

  campusNotes: {
    k12: 'It is a school in The Woodlands, Texas, for kindergarten to grade 12.',
    bridge:
      'It is a college in Kemah, Texas. STEM means science, technology, engineering and math.',
  },

  confirmation: {
    subject: (campus) => `You are on the waiting list for the ${campus}`,
    body: ({ student, campus, campusNote, position, total, statusUrl, supportEmail }) => [
      `Thank you for applying to the ${campus}. ${campusNote}`,
      `We have received the application for ${student}, and it is now on the waiting list.`,
      '',
      `Place on the waiting list: number ${position} of ${total} for the ${campus}.`,
      '',
      'What happens next:',
      '- We review every application within 48 hours. A person on our admissions team reads it.',
      '- We email you again only when the status of the application changes, for example when we invite you.',
      '- Priority families receive early enrollment invitations.',
      '- Every family starts with the same priority. Our admissions team can raise it and writes down why.',
      '- We will contact you to arrange a campus tour and a family meeting.',
      '',
      'You can see the current place on the list at any time, or withdraw the application, with this private link:',
      statusUrl,
      '',
      'Please keep this message. Anyone who has the link can see the place on the list and withdraw the application.',
      'If you lose the link, send the application form again. Use the same student name and email address. We will email you a new link.',
      '',
      `If you did not apply, you can withdraw the application with the link above. Questions? Write to ${supportEmail}.`,
    ],
  },

  // The answer to a repeated form; it never gives the place, which only the link's holder sees.
  linkAgain: {
    subject: (campus) => `Your private link for the ${campus}`,
    body: ({ student, campus, receivedOn, statusUrl, supportEmail }) => [
      `We got the application form again. It is for ${student} to the ${campus}.`,
      `The application received on ${receivedOn} is already on our list, so we did not add it a second time.`,
      '',
      'Here is a new private link to this application. With it you can see the status of the application at any time, or withdraw it:',
      statusUrl,
      '',
      'The link we sent you before no longer works. Please keep this message. Anyone who has the link can see the status of the application and withdraw it.',
      '',
      `If you did not send the form again, you do not need to do anything. ${questions(supportEmail)}`,
    ],
  },

  // The answer to "Email me my link" on the status page; like linkAgain, never the place.
  linkRequested: {
    subject: (campus) => `Your new private link for the ${campus}`,
    body: ({ student, campus, receivedOn, statusUrl, supportEmail }) => [
      `Someone asked on our website for a new private link. It is for the application for ${student} to the ${campus}. We received that application on ${receivedOn}.`,
      '',
      'Here is the new private link. With it you can see the status of the application at any time, or withdraw it:',
      statusUrl,
      '',
      'The link we sent you before no longer works. Please keep this message. Anyone who has the link can see the status of the application and withdraw it.',
      '',
      `If you did not ask for a new link, you do not need to do anything: use the link in this message from now on. ${questions(supportEmail)}`,
    ],
  },

  // The form was saved, not sent: nothing is on the list yet, and the mail says so first.
  savedApplication: {
    subject: (campus) => `Your saved answers for the ${campus}`,
    body: ({ campus, savedUrl, worksUntil, days, supportEmail }) => [
      `You saved your answers to the waiting-list form for the ${campus}. The form is not sent yet, so the student is not on the waiting list yet.`,
      '',
      'To go on with the form, open this private link:',
      savedUrl,
      '',
      `The link works until ${worksUntil}. Each time you save again, it works for ${days} more days. After that we delete the answers.`,
      'When you send the form, we delete the saved answers and this link stops working.',
      '',
      `Anyone who has the link can read and change the answers. If you did not save a form, you do not need to do anything. ${questions(supportEmail)}`,
    ],
  },

  status: {
    active: {
      subject: (campus) => `You are on the waiting list again for the ${campus}`,
      body: ({ student, campus, receivedOn, position, total, supportEmail }) => [
        `The application for ${student} to the ${campus} is on the waiting list again. We received it on ${receivedOn}.`,
        '',
        `Place on the waiting list: number ${position} of ${total} for the ${campus}.`,
        'Your place can change when priority families are invited first or other families leave the list.',
        '',
        ...linkAndQuestions(supportEmail),
      ],
    },
    invited: {
      subject: (campus) => `Invitation to enroll at the ${campus}`,
      body: ({
        student,
        campus,
        receivedOn,
        businessDays,
        contactBy,
        supportEmail,
        supportPhone,
      }) => [
        `We invite you to enroll ${student} at the ${campus}.`,
        `This message is about the application received on ${receivedOn}.`,
        '',
        'What happens next:',
        `- We will contact you within ${businessDays} business days (Monday to Friday). We will set up a campus tour and a family meeting.`,
        `- If you have not heard from us by ${contactBy}, write to ${supportEmail} or call ${supportPhone}.`,
        '- If you no longer wish to enroll, please tell us, or withdraw the application with the private link.',
        '',
        ...linkAndQuestions(supportEmail),
      ],
    },
    enrolled: {
      subject: (campus) => `Enrollment confirmed at the ${campus}`,
      body: ({ student, campus, receivedOn, supportEmail }) => [
        `The enrollment of ${student} at the ${campus} is confirmed. Welcome.`,
        `This message is about the application received on ${receivedOn}.`,
        '',
        'We will contact you about the next steps.',
        '',
        ...linkAndQuestions(supportEmail),
      ],
    },
    declined: {
      subject: (campus) => `Your application for the ${campus} is closed`,
      body: ({ student, campus, receivedOn, supportEmail }) => [
        `The application for ${student} to the ${campus}, received on ${receivedOn}, is now closed. It is no longer on the waiting list.`,
        '',
        'This message does not give the reason. To ask why, write to us at the address below.',
        'You can send a new application at any time.',
        '',
        FIRST_MESSAGE,
        questions(supportEmail),
      ],
    },
    withdrawn: {
      subject: (campus) => `Your application for the ${campus} has been withdrawn`,
      body: ({ student, campus, receivedOn, supportEmail }) => [
        `The application for ${student} to the ${campus}, received on ${receivedOn}, has been withdrawn. It is no longer on the waiting list.`,
        'We will not contact you about this application again.',
        '',
        'To join the list again later, send a new application.',
        '',
        `If you did not ask to withdraw, please write to us at ${supportEmail} right away.`,
      ],
    },
  },
};
