import { CLOSED_SIGNING_MESSAGES } from '../../../domain/esign/esign.ts';
import {
  NO_IDENTITY_CHECK_MESSAGE,
  hideEmailAddress,
  type IdentityCodeSentDto,
} from '../../../domain/esign/signer-identity.ts';
import { MAILED_CODE_MINUTES } from '../../../domain/sharing/link-protection.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { canDeliverMail } from '../mail/mail-status.ts';
import { enqueueMail } from '../mail/mail.service.ts';
import { issueOneTimeCode, type CodeSubject } from '../one-time-codes/one-time-codes.service.ts';
import { requireSigningLink, type SigningLink } from './signature-recipients.ts';
import { readSentAgreement } from './signature-requests.ts';
import { identityCodeMail } from './signing-mail.ts';
import { closedSigningReason, isIdentityConfirmed } from './signing-view.ts';

export const IDENTITY_ALREADY_CONFIRMED_MESSAGE =
  'You have already confirmed it is you. You can sign the agreement now.';

/** What a signer's code proves: this recipient's own stored address, for signing (ADR 049). */
export const signingCodeSubject = (link: SigningLink): CodeSubject => ({
  purpose: 'signing',
  subjectId: link.recipient.id,
  email: link.recipient.email,
});

/**
 * The link may still be signed and its envelope asks for a code: a closed link or an envelope
 * without the check has nothing to confirm.
 */
export function assertIdentityStepOpen(link: SigningLink, now: Date): void {
  const closed = closedSigningReason(link, now);
  if (closed) throw new AppError(409, CLOSED_SIGNING_MESSAGES[closed]);
  if (link.request.identityCheck === 'none') throw new AppError(409, NO_IDENTITY_CHECK_MESSAGE);
}

/**
 * POST /api/sign/:token/identity-code (public): mails a new code to the address the link was
 * sent to, never one the visitor types, in the signer's language. The code and its mail are
 * written in one transaction; issueOneTimeCode refuses past CODE_MAX_MAILS with a 429.
 */
export async function mailIdentityCode(options: {
  db: Database;
  config: Pick<Config, 'mail' | 'organisation'>;
  token: string;
  now: Date;
}): Promise<IdentityCodeSentDto> {
  const { db, config, token, now } = options;
  const link = await requireSigningLink({ db, token });
  assertIdentityStepOpen(link, now);
  if (isIdentityConfirmed(link)) throw new AppError(409, IDENTITY_ALREADY_CONFIRMED_MESSAGE);
  const { request, recipient } = link;
  const agreement = await readSentAgreement(db, request.id);
  await db.transaction(async (tx) => {
    const code = await issueOneTimeCode({ db: tx, subject: signingCodeSubject(link), now });
    const mail = identityCodeMail({
      requestId: request.id,
      title: agreement.title,
      organisationName: agreement.organisationName,
      sender: { name: agreement.sender.name, email: agreement.sender.email ?? null },
      signer: { name: recipient.name, email: recipient.email },
      language: recipient.language,
      timeZone: config.organisation.timeZone,
      code,
      minutes: MAILED_CODE_MINUTES,
    });
    await enqueueMail({
      db: tx,
      mail: { ...mail, holdsSecret: true },
      now,
      canDeliver: canDeliverMail(config.mail),
    });
  });
  return { sentTo: hideEmailAddress(recipient.email), minutes: MAILED_CODE_MINUTES };
}
