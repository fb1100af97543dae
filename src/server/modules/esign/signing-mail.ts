import { formatDateTime, formatDay } from '../../../domain/date-format.ts';
import { SIGNED_COPY_DAYS } from '../../../domain/esign.ts';
import type { OutgoingMail } from '../mail/mail.service.ts';

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
  },
): OutgoingMail {
  const title = oneLine(context.title);
  const text = [
    `Hello ${context.signer.name},`,
    '',
    `${context.sender.name} of ${context.organisationName} has asked you to sign the agreement "${title}".`,
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

/** To the signer, once signed: their copy stays downloadable through the link for a while. */
export function signedCopyMail(
  context: SigningMailContext & { completedAt: Date; signingUrl: string; verifyUrl: string },
): OutgoingMail {
  const title = oneLine(context.title);
  const text = [
    `Hello ${context.signer.name},`,
    '',
    `You signed the agreement "${title}" with ${context.organisationName} on ${formatDateTime(context.completedAt, context.timeZone)}.`,
    '',
    `Download your signed copy, with its certificate of completion, within ${SIGNED_COPY_DAYS} days: ${context.signingUrl}`,
    '',
    `The PDF carries our digital seal. Anyone you send it to can check that it is unchanged at ${context.verifyUrl}`,
    '',
    'Thank you.',
    '',
    context.organisationName,
  ].join('\n');
  return { to: context.signer.email, subject: `You signed "${title}"`, text, ...related(context) };
}

/** To the admin who sent it: signed, with where to download it. */
export function signedNoticeMail(
  context: SigningMailContext & { completedAt: Date; documentUrl: string; senderEmail: string },
): OutgoingMail {
  const title = oneLine(context.title);
  const text = [
    `Hello ${context.sender.name},`,
    '',
    `${context.signer.name} (${context.signer.email}) signed "${title}" on ${formatDateTime(context.completedAt, context.timeZone)}.`,
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
  context: SigningMailContext & { reason: string; documentUrl: string; senderEmail: string },
): OutgoingMail {
  const title = oneLine(context.title);
  const text = [
    `Hello ${context.sender.name},`,
    '',
    `${context.signer.name} (${context.signer.email}) declined to sign "${title}".`,
    '',
    `Their reason: ${context.reason}`,
    '',
    `The NDA is back to Sent, so its text can be changed and sent for signature again: ${context.documentUrl}`,
  ].join('\n');
  return {
    to: context.senderEmail,
    subject: `Declined: "${title}"`,
    text,
    ...related(context),
  };
}
