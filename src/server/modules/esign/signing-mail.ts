import { formatDateTime, formatDay } from '../../../domain/common/date-format.ts';
import { SIGNED_COPY_DAYS } from '../../../domain/esign/esign.ts';
import type { MailAttachment, OutgoingMail } from '../mail/mail.service.ts';

// Titles and names are typed by people; a line break must not reach a mail header.
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Who and what a signing mail is about. Plain text only: nothing typed by people needs escaping. */
export type SigningMailContext = {
  requestId: string;
  title: string;
  organisationName: string;
  sender: { name: string; email: string | null };
  signer: { name: string; email: string };
  /** ORGANIZATION_TIME_ZONE: times read as on the signing page, "Feb 14, 2026 at 3:00 AM CST". */
  timeZone: string;
};

const related = (context: SigningMailContext) => ({
  relatedEntity: 'signature_request',
  relatedId: context.requestId,
});

/** The invitation with the signing link (built-in provider). */
export function signingInvitationMail(
  context: SigningMailContext & {
    subject: string;
    message: string | null;
    signingUrl: string;
    expiresAt: Date;
    /** Who has signed before this signer's turn came, if anyone. */
    signedBy?: string[];
  },
): OutgoingMail {
  const title = oneLine(context.title);
  const signedBy = context.signedBy ?? [];
  const text = [
    `Hello ${context.signer.name},`,
    '',
    `${context.sender.name} of ${context.organisationName} has asked you to sign the agreement "${title}".`,
    ...(signedBy.length > 0
      ? [`${signedBy.map(oneLine).join(', ')} signed it already; now it is your turn.`]
      : []),
    ...(context.message ? ['', `Their message: ${context.message}`] : []),
    '',
    `Read and sign it here: ${context.signingUrl}`,
    '',
    'You can read the whole agreement before you decide, and you can decline it instead. No account ' +
      `or password is needed. The link works until ${formatDateTime(context.expiresAt, context.timeZone)}.`,
    'Please do not forward this message: anyone who has the link can sign in your name.',
    '',
    'If you were not expecting this message, you can ignore it.',
    '',
    context.organisationName,
  ].join('\n');
  return { to: context.signer.email, subject: oneLine(context.subject), text, ...related(context) };
}

/**
 * A reminder. Only the SHA-256 of the signing link is stored, so the link itself cannot be sent
 * again: the reminder points to the first message, and to the sender for a new link.
 */
export function signingReminderMail(
  context: SigningMailContext & { subject: string; sentAt: Date; expiresAt: Date },
): OutgoingMail {
  const title = oneLine(context.title);
  const askSender = context.sender.email
    ? `${context.sender.name} (${context.sender.email})`
    : context.sender.name;
  const text = [
    `Hello ${context.signer.name},`,
    '',
    `On ${formatDay(context.sentAt, context.timeZone)} ${context.sender.name} of ${context.organisationName} asked you ` +
      `to sign the agreement "${title}". It has not been signed yet.`,
    '',
    `To sign it, open our message of ${formatDay(context.sentAt, context.timeZone)} with the subject ` +
      `"${oneLine(context.subject)}" and follow its link. For your security the link is not ` +
      `repeated here. It works until ${formatDateTime(context.expiresAt, context.timeZone)}.`,
    '',
    `If you cannot find that message, or do not mean to sign, please tell ${askSender}.`,
    '',
    context.organisationName,
  ].join('\n');
  return {
    to: context.signer.email,
    subject: `Reminder: please sign "${title}"`,
    text,
    ...related(context),
  };
}

/**
 * How a person gets their copy: the sealed PDF attached to the mail, or, when it is bigger than
 * MAIL_ATTACHMENT_MAX_MB, a link made at completion that opens it for SIGNED_COPY_DAYS (ADR 037).
 */
export type CopyDelivery = { attachment: MailAttachment } | { url: string };

const copyLines = (copy: CopyDelivery) =>
  'attachment' in copy
    ? [
        `The signed agreement, with its certificate of completion, is attached to this message as ` +
          `the PDF file "${copy.attachment.filename}". Please keep it for your records.`,
      ]
    : [
        'The signed agreement is too large to attach to this message.',
        `Download it, with its certificate of completion, within ${SIGNED_COPY_DAYS} days: ${copy.url}`,
      ];

const sealLines = (verifyUrl: string) => [
  'The PDF carries our digital seal, so any change to it can be seen. To check that it is ' +
    `genuine and unchanged, open ${verifyUrl} and choose the PDF file. Anyone you send it to can do the same.`,
];

const attachmentsOf = (copy: CopyDelivery): MailAttachment[] =>
  'attachment' in copy ? [copy.attachment] : [];

/** To each signer, once everyone has signed: their copy stays downloadable for a while. */
export function signedCopyMail(
  context: SigningMailContext & {
    completedAt: Date;
    /** Everyone who signed, in order, when there was more than one. */
    signerNames: string[];
    copy: CopyDelivery;
    verifyUrl: string;
  },
): OutgoingMail {
  const title = oneLine(context.title);
  const when = formatDateTime(context.completedAt, context.timeZone);
  const others = context.signerNames.length > 1;
  const text = [
    `Hello ${context.signer.name},`,
    '',
    others
      ? `Everyone has signed the agreement "${title}" with ${context.organisationName}: ` +
        `${context.signerNames.map(oneLine).join(', ')}. The last signature was on ${when}.`
      : `You signed the agreement "${title}" with ${context.organisationName} on ${when}.`,
    '',
    ...copyLines(context.copy),
    '',
    ...sealLines(context.verifyUrl),
    '',
    'Thank you.',
    '',
    context.organisationName,
  ].join('\n');
  return {
    to: context.signer.email,
    subject: others ? `Signed by everyone: "${title}"` : `You signed "${title}"`,
    text,
    attachments: attachmentsOf(context.copy),
    ...related(context),
  };
}

/** To a CC recipient, once everyone has signed: a copy for their records. */
export function completedCopyMail(
  context: SigningMailContext & {
    completedAt: Date;
    signerNames: string[];
    copy: CopyDelivery;
    verifyUrl: string;
  },
): OutgoingMail {
  const title = oneLine(context.title);
  const text = [
    'Hello,',
    '',
    `${context.sender.name} of ${context.organisationName} asked us to send you a copy of the ` +
      `agreement "${title}". It was signed by ${context.signerNames.map(oneLine).join(', ')}; ` +
      `the last signature was on ${formatDateTime(context.completedAt, context.timeZone)}.`,
    '',
    ...copyLines(context.copy),
    '',
    ...sealLines(context.verifyUrl),
    '',
    'You do not need to do anything.',
    '',
    context.organisationName,
  ].join('\n');
  return {
    to: context.signer.email,
    subject: `Signed copy: "${title}"`,
    text,
    attachments: attachmentsOf(context.copy),
    ...related(context),
  };
}

/** To the admin who sent it: signed by everyone, with where to download it. */
export function signedNoticeMail(
  context: SigningMailContext & {
    completedAt: Date;
    documentUrl: string;
    senderEmail: string;
    signerNames: string[];
  },
): OutgoingMail {
  const title = oneLine(context.title);
  const when = formatDateTime(context.completedAt, context.timeZone);
  const text = [
    `Hello ${context.sender.name},`,
    '',
    context.signerNames.length > 1
      ? `Everyone has signed "${title}": ${context.signerNames.map(oneLine).join(', ')}. The last signature was on ${when}.`
      : `${context.signer.name} (${context.signer.email}) signed "${title}" on ${when}.`,
    '',
    `The signed PDF with its certificate of completion is on the document's page: ${context.documentUrl}`,
  ].join('\n');
  return {
    to: context.senderEmail,
    subject: `Signed: "${title}"`,
    text,
    ...related(context),
  };
}

/** To the admin who sent it: declined, with the signer's reason. */
export function declinedNoticeMail(
  context: SigningMailContext & {
    reason: string;
    documentUrl: string;
    senderEmail: string;
    /** A family's enrollment agreement: the page told them we would call (ADR 048). */
    isFamilyAgreement?: boolean;
  },
): OutgoingMail {
  const title = oneLine(context.title);
  const next = context.isFamilyAgreement
    ? [
        "The family's seat stays accepted. Their page told them that someone from admissions " +
          'will call them about their reason. Please call them, then send a new agreement from ' +
          `the entry's page if something needs to change: ${context.documentUrl}`,
      ]
    : [
        `The NDA is back to Sent, so its text can be changed and sent for signature again: ${context.documentUrl}`,
      ];
  const text = [
    `Hello ${context.sender.name},`,
    '',
    `${context.signer.name} (${context.signer.email}) declined to sign "${title}".`,
    '',
    `Their reason: ${context.reason}`,
    '',
    ...next,
  ].join('\n');
  return {
    to: context.senderEmail,
    subject: `Declined: "${title}"`,
    text,
    ...related(context),
  };
}

/** To every other signer who had the agreement: one person declined, so it stops here. */
export function envelopeDeclinedMail(
  context: SigningMailContext & { declinedBy: string; to: { name: string; email: string } },
): OutgoingMail {
  const title = oneLine(context.title);
  const text = [
    `Hello ${context.to.name},`,
    '',
    `${oneLine(context.declinedBy)} declined to sign the agreement "${title}", so it will not be ` +
      'completed. Your signing link no longer works, and there is nothing for you to do.',
    '',
    `If ${context.sender.name} sends a new version, you will get a new message.`,
    '',
    context.organisationName,
  ].join('\n');
  return {
    to: context.to.email,
    subject: `Stopped: "${title}" was declined`,
    text,
    ...related(context),
  };
}
