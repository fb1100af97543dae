import { and, eq, isNull } from 'drizzle-orm';
import type { SigningViewDto } from '../../../domain/esign/dtos.ts';
import { WRONG_CODE_MESSAGE } from '../../../domain/sharing/link-protection.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { VisitorInfo } from '../collaboration/record-activity.ts';
import { useOneTimeCode } from '../one-time-codes/one-time-codes.service.ts';
import { signatureRecipients } from './esign.table.ts';
import { readLearnerAssent } from './learner-assent.ts';
import { assertIdentityStepOpen, signingCodeSubject } from './mail-identity-code.ts';
import { signingDocumentsOf } from './signature-documents.ts';
import { recordSignatureEvent } from './signature-events.ts';
import { requireSigningLink, type SigningLink } from './signature-recipients.ts';
import { readSentAgreement } from './signature-requests.ts';
import { isIdentityConfirmed, toSigningViewDto } from './signing-view.ts';

async function viewOf(db: Database, link: SigningLink, now: Date): Promise<SigningViewDto> {
  const agreement = await readSentAgreement(db, link.request.id);
  const assent = await readLearnerAssent(db, link.request.id);
  const documents = await signingDocumentsOf(db, link);
  return toSigningViewDto({ ...link, agreement, assent, documents, now });
}

/**
 * POST /api/sign/:token/identity-code/check (public): the code mailed to this signer. Attempts
 * are counted before the check (useOneTimeCode: 429 past the limit, however many arrive at once);
 * a wrong or expired code is a 400 on the field. A right one records when and how the signer
 * proved who they are, and an 'identity-verified' step with their address and browser, once:
 * the condition sits in the UPDATE. Answers the link's view, now open for signing.
 */
export async function confirmSignerIdentity(options: {
  db: Database;
  token: string;
  code: string;
  visitor: VisitorInfo;
  now: Date;
}): Promise<SigningViewDto> {
  const { db, token, code, visitor, now } = options;
  const link = await requireSigningLink({ db, token });
  assertIdentityStepOpen(link, now);
  if (isIdentityConfirmed(link)) return viewOf(db, link, now);

  const isRight = await useOneTimeCode({
    db,
    subject: signingCodeSubject(link),
    code,
    ipAddress: visitor.ipAddress,
    now,
  });
  if (!isRight) {
    throw new AppError(400, WRONG_CODE_MESSAGE, { fieldErrors: { code: [WRONG_CODE_MESSAGE] } });
  }

  const recipient = await db.transaction(async (tx) => {
    const [verified] = await tx
      .update(signatureRecipients)
      .set({ identityVerifiedAt: now, identityMethod: 'email-code', updatedAt: now })
      .where(
        and(
          eq(signatureRecipients.id, link.recipient.id),
          isNull(signatureRecipients.identityVerifiedAt),
        ),
      )
      .returning();
    if (!verified) return null;
    await recordSignatureEvent({
      tx,
      requestId: link.request.id,
      recipientId: verified.id,
      type: 'identity-verified',
      at: now,
      visitor,
      details: { method: 'email-code' },
    });
    return verified;
  });
  // Another tab confirmed it meanwhile: the link's view as it now is.
  if (!recipient) return viewOf(db, await requireSigningLink({ db, token }), now);
  return viewOf(db, { ...link, recipient }, now);
}
