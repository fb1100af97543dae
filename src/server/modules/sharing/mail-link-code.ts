import type { Locale } from '../../../domain/common/i18n.ts';
import {
  CODE_WINDOW_MS,
  MAILED_CODE_MINUTES,
  NOT_ON_ALLOW_LIST_MESSAGE,
  isAllowedViewer,
  type CodeMailedDto,
} from '../../../domain/sharing/link-protection.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { enqueueMail } from '../mail/mail.service.ts';
import { issueOneTimeCode } from '../one-time-codes/one-time-codes.service.ts';
import { networkOf } from '../rate-limits/network-of.ts';
import type { PublicRateLimit } from '../rate-limits/public-rate-limits.ts';
import { limitPublicRequest } from '../rate-limits/rate-limits.service.ts';
import { getOrganisationName } from '../settings/settings.service.ts';
import { requireDocument } from '../documents/require-document.ts';
import { requireUsableShareLink } from './find-usable-share-link.ts';
import { linkCodeMail } from './link-code-mail.ts';
import type { ShareLink } from './sharing.table.ts';

export const NO_EMAIL_CHECK_MESSAGE = 'This link does not ask for an email address.';

/**
 * Codes mailed through share links from one network, over every link and address: a person asks
 * for one or two; a script cannot use our server to fill other people's mailboxes. (Per address
 * and link, issueOneTimeCode allows CODE_MAX_MAILS.)
 */
export const LINK_CODE_MAILS: PublicRateLimit = {
  prefix: 'link-code-mail',
  limit: 10,
  windowMs: CODE_WINDOW_MS,
  refusal: (retry) =>
    `Many codes were asked for from your connection. Please wait ${retry}, or use the latest code.`,
};

/** The link behind a token, if it asks its visitors to prove this address (403 or 409 if not). */
export async function requireEmailLink(options: {
  db: Database;
  token: string;
  email: string;
  now: Date;
}): Promise<ShareLink> {
  const link = await requireUsableShareLink(options);
  if (!link.verifyEmail) throw new AppError(409, NO_EMAIL_CHECK_MESSAGE);
  if (!isAllowedViewer(link.allowList, options.email)) {
    throw new AppError(403, NOT_ON_ALLOW_LIST_MESSAGE);
  }
  return link;
}

/**
 * POST /api/shared/:token/email-code: a new six-digit code for this address and link, mailed in
 * the visitor's language. An address the allow-list does not let in gets a 403 before any code is
 * made. The code and its mail are one transaction: no code without its mail, no mail without its
 * code.
 */
export async function mailLinkCode(options: {
  db: Database;
  token: string;
  email: string;
  language: Locale;
  ipAddress: string;
  now: Date;
  canDeliverMail: boolean;
}): Promise<CodeMailedDto> {
  const { db, email, now } = options;
  await limitPublicRequest(LINK_CODE_MAILS, { db, key: networkOf(options.ipAddress), now });
  const link = await requireEmailLink({ db, token: options.token, email, now });
  const document = await requireDocument(db, link.documentId);
  const organisationName = await getOrganisationName(db);
  await db.transaction(async (tx) => {
    const code = await issueOneTimeCode({
      db: tx,
      subject: { purpose: 'share-link', subjectId: link.id, email },
      now,
    });
    const mail = linkCodeMail({
      to: email,
      linkId: link.id,
      code,
      documentTitle: document.title,
      organisationName,
      language: options.language,
    });
    await enqueueMail({
      db: tx,
      mail: { ...mail, holdsSecret: true },
      now,
      canDeliver: options.canDeliverMail,
    });
  });
  return { sentTo: email, expiresInMinutes: MAILED_CODE_MINUTES };
}
