import { and, eq } from 'drizzle-orm';
import { CLOSED_SIGNING_MESSAGES } from '../../../domain/esign/esign.ts';
import {
  ASSENT_ALREADY_RECORDED_MESSAGE,
  ASSENT_ONLY_FOR_FAMILIES_MESSAGE,
  ASSENT_WORDS,
} from '../../../domain/esign/enrollment-agreement.ts';
import type { SigningViewDto } from '../../../domain/esign/dtos.ts';
import { IDENTITY_NEEDED_MESSAGE } from '../../../domain/esign/signer-identity.ts';
import type { Locale } from '../../../domain/common/i18n.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { VisitorInfo } from '../collaboration/record-activity.ts';
import { signatureEvents } from './esign.table.ts';
import type { LearnerAssent } from './signing-view.ts';
import { recordSignatureEvent } from './signature-events.ts';
import { requireSigningLink } from './signature-recipients.ts';
import { readSentAgreement } from './signature-requests.ts';
import { signingDocumentsOf } from './signature-documents.ts';
import {
  canRecordAssent,
  closedSigningReason,
  isIdentityConfirmed,
  toSigningViewDto,
} from './signing-view.ts';

type Db = Database | Transaction;

/** The envelope's assent, if the learner gave it (at most one per envelope). */
export async function readLearnerAssent(db: Db, requestId: string): Promise<LearnerAssent | null> {
  const [event] = await db
    .select({ at: signatureEvents.at, details: signatureEvents.details })
    .from(signatureEvents)
    .where(and(eq(signatureEvents.requestId, requestId), eq(signatureEvents.type, 'assented')))
    .limit(1);
  if (!event) return null;
  const details = event.details as { learnerName: string; words: string; language: Locale };
  return { ...details, at: event.at };
}

/**
 * POST /api/sign/:token/assent (public): records the learner's assent as its own event on the
 * envelope, with the guardian's link, the time, address and browser, the name the learner wrote
 * and the words they were shown. The request is locked, so two guardians' pages record it once.
 */
export async function recordLearnerAssent(options: {
  db: Database;
  token: string;
  learnerName: string;
  language: Locale;
  visitor: VisitorInfo;
  now: Date;
}): Promise<SigningViewDto> {
  const { db, token, learnerName, language, visitor, now } = options;
  return db.transaction(async (tx) => {
    const link = await requireSigningLink({ db: tx, token, forUpdate: true });
    const agreement = await readSentAgreement(tx, link.request.id);
    if (agreement.kind !== 'enrollment') throw new AppError(409, ASSENT_ONLY_FOR_FAMILIES_MESSAGE);
    if (!canRecordAssent(link, now)) {
      const closed = closedSigningReason(link, now) ?? 'signed';
      throw new AppError(409, CLOSED_SIGNING_MESSAGES[closed]);
    }
    // The assent is given on a guardian's page: it waits, like their signature, for their code.
    if (!isIdentityConfirmed(link)) throw new AppError(403, IDENTITY_NEEDED_MESSAGE);
    if (await readLearnerAssent(tx, link.request.id)) {
      throw new AppError(409, ASSENT_ALREADY_RECORDED_MESSAGE);
    }
    await recordSignatureEvent({
      tx,
      requestId: link.request.id,
      recipientId: link.recipient.id,
      type: 'assented',
      at: now,
      visitor,
      details: { learnerName, words: ASSENT_WORDS[language], language },
    });
    const assent = { learnerName, words: ASSENT_WORDS[language], language, at: now };
    const documents = await signingDocumentsOf(tx, link);
    return toSigningViewDto({ ...link, agreement, assent, documents, now });
  });
}
