import { SIGNED_COPY_DAYS } from '../../../../domain/esign/esign.ts';
import type { CopyDelivery } from '../copy-delivery.ts';
import type { SigningMailCopy } from './signing-mail-copy.ts';

const copyLines = (delivery: CopyDelivery) =>
  'attachment' in delivery
    ? [
        `The signed agreement, with its certificate of completion, is attached to this message as ` +
          `the PDF file "${delivery.attachment.filename}". Please keep it for your records.`,
        ...(delivery.more.length > 0
          ? [
              'The other documents you signed with it are attached too, each sealed: ' +
                `${delivery.more.map((file) => `"${file.filename}"`).join(', ')}.`,
            ]
          : []),
      ]
    : [
        'The signed agreement is too large to attach to this message.',
        `Download it, with its certificate of completion, within ${SIGNED_COPY_DAYS} days: ${delivery.url}`,
      ];

const sealLines = (verifyUrl: string) => [
  'The PDF carries our digital seal, so any change to it can be seen. To check that it is ' +
    `genuine and unchanged, open ${verifyUrl} and choose the PDF file. Anyone you send it to can do the same.`,
];

export const en: SigningMailCopy = {
  greeting: (name) => (name ? `Hello ${name},` : 'Hello,'),

  invitation: {
    subject: ({ title }) => `Please sign: ${title}`,
    body: ({
      senderName,
      organisationName,
      title,
      signedBy,
      message,
      signingUrl,
      worksUntil,
      approver,
      withDocuments,
    }) => [
      approver
        ? `${senderName} of ${organisationName} has asked you to review and approve the agreement "${title}". You approve it with your name; you do not sign it.`
        : `${senderName} of ${organisationName} has asked you to sign the agreement "${title}".`,
      ...(withDocuments.length > 0
        ? [
            `The same request holds ${withDocuments.map((one) => `"${one}"`).join(', ')}, ` +
              `on the same page${approver ? '' : ', with the fields for you to fill'}.`,
          ]
        : []),
      ...(signedBy.length > 0
        ? [`${signedBy.join(', ')} signed it already; now it is your turn.`]
        : []),
      ...(message ? ['', `Their message: ${message}`] : []),
      '',
      approver ? `Read and approve it here: ${signingUrl}` : `Read and sign it here: ${signingUrl}`,
      '',
      'You can read the whole agreement before you decide, and you can decline it instead. No account ' +
        `or password is needed. The link works until ${worksUntil}.`,
      'Please do not forward this message: anyone who has the link can sign in your name.',
      '',
      'If you were not expecting this message, you can ignore it.',
    ],
  },

  reminder: {
    subject: ({ title, approver }) =>
      approver
        ? `Reminder: please review and approve "${title}"`
        : `Reminder: please sign "${title}"`,
    body: ({
      sentOn,
      senderName,
      organisationName,
      title,
      subject,
      worksUntil,
      askSender,
      approver,
    }) => [
      approver
        ? `On ${sentOn} ${senderName} of ${organisationName} asked you ` +
          `to review and approve the agreement "${title}". It has not been approved yet.`
        : `On ${sentOn} ${senderName} of ${organisationName} asked you ` +
          `to sign the agreement "${title}". It has not been signed yet.`,
      '',
      `To ${approver ? 'approve' : 'sign'} it, open our message of ${sentOn} with the subject ` +
        `"${subject}" and follow its link. For your security the link is not ` +
        `repeated here. It works until ${worksUntil}.`,
      '',
      `If you cannot find that message, or do not mean to ${approver ? 'approve it' : 'sign'}, please tell ${askSender}.`,
    ],
  },

  signedCopy: {
    subject: ({ title, signerNames }) =>
      signerNames.length > 1 ? `Signed by everyone: "${title}"` : `You signed "${title}"`,
    body: ({ title, organisationName, signerNames, signedOn, delivery, verifyUrl }) => [
      signerNames.length > 1
        ? `Everyone has signed the agreement "${title}" with ${organisationName}: ` +
          `${signerNames.join(', ')}. The last signature was on ${signedOn}.`
        : `You signed the agreement "${title}" with ${organisationName} on ${signedOn}.`,
      '',
      ...copyLines(delivery),
      '',
      ...sealLines(verifyUrl),
      '',
      'Thank you.',
    ],
  },

  completedCopy: {
    subject: ({ title }) => `Signed copy: "${title}"`,
    body: ({ senderName, organisationName, title, signerNames, signedOn, delivery, verifyUrl }) => [
      `${senderName} of ${organisationName} asked us to send you a copy of the ` +
        `agreement "${title}". It was signed by ${signerNames.join(', ')}; ` +
        `the last signature was on ${signedOn}.`,
      '',
      ...copyLines(delivery),
      '',
      ...sealLines(verifyUrl),
      '',
      'You do not need to do anything.',
    ],
  },

  envelopeDeclined: {
    subject: ({ title }) => `Stopped: "${title}" was declined`,
    body: ({ declinedBy, title, senderName }) => [
      `${declinedBy} declined to sign the agreement "${title}", so it will not be ` +
        'completed. Your signing link no longer works, and there is nothing for you to do.',
      '',
      `If ${senderName} sends a new version, you will get a new message.`,
    ],
  },

  identityCode: {
    subject: ({ title }) => `Your code to sign "${title}"`,
    body: ({ title, code, minutes, senderName, organisationName }) => [
      `To confirm it is you, type this code on the page where you sign "${title}":`,
      '',
      code,
      '',
      `The code works for ${minutes} minutes, and only once.`,
      '',
      'If you did not ask for a code, someone else may have your signing link. Do not share ' +
        `the code, and please tell ${senderName} of ${organisationName}.`,
    ],
  },
};
