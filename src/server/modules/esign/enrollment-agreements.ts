import { and, desc, eq, inArray } from 'drizzle-orm';
import type { AgreementState } from '../../../domain/admissions/enrollment-tasks.ts';
import type { EnvelopeStatusDto } from '../../../domain/esign/dtos.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { signedPdfFilename } from './download-signed-pdf.ts';
import { readSentAgreement } from './signature-requests.ts';
import { readEnvelopeStatus } from './esign-dto.ts';
import { signatureRecipients, signatureRequests, type SignatureRecipient } from './esign.table.ts';
import { signersOf } from './signature-recipients.ts';

/**
 * The family's side of an envelope: signed by everyone, by some, or waiting for the first. A
 * declined or cancelled agreement is the school's turn again (it sends a new one): not sent.
 */
function agreementStateOf(status: string, recipients: SignatureRecipient[]): AgreementState {
  if (status === 'completed') return 'signed';
  if (status === 'declined' || status === 'voided') return 'not-sent';
  const signed = signersOf(recipients).filter((signer) => signer.status === 'signed').length;
  return signed > 0 ? 'partly-signed' : 'sent';
}

/** Each entry's newest enrollment agreement, as the task list counts it; absent means not sent. */
export async function enrollmentAgreementStates(
  db: Database,
  entryIds: readonly string[],
): Promise<Map<string, AgreementState>> {
  if (entryIds.length === 0) return new Map();
  const requests = await db
    .select()
    .from(signatureRequests)
    .where(inArray(signatureRequests.entryId, [...entryIds]))
    .orderBy(desc(signatureRequests.sentAt), desc(signatureRequests.id));
  const newest = new Map<string, (typeof requests)[number]>();
  for (const request of requests) {
    if (!newest.has(request.entryId!)) newest.set(request.entryId!, request);
  }
  const ids = [...newest.values()].map((request) => request.id);
  const recipients =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(signatureRecipients)
          .where(inArray(signatureRecipients.requestId, ids));
  const states = new Map<string, AgreementState>();
  for (const [entryId, request] of newest) {
    const own = recipients.filter((recipient) => recipient.requestId === request.id);
    states.set(entryId, agreementStateOf(request.status, own));
  }
  return states;
}

/** The entry's newest enrollment agreement with its guardians, for staff; null if none was sent. */
export async function latestEnrollmentAgreement(
  db: Database,
  entryId: string,
): Promise<EnvelopeStatusDto | null> {
  const [request] = await db
    .select()
    .from(signatureRequests)
    .where(eq(signatureRequests.entryId, entryId))
    .orderBy(desc(signatureRequests.sentAt), desc(signatureRequests.id))
    .limit(1);
  if (!request) return null;
  return readEnvelopeStatus(db, request);
}

export const NO_SIGNED_AGREEMENT_MESSAGE =
  'There is no signed enrollment agreement yet: it can be downloaded once every guardian has signed.';

/** The sealed PDF of the entry's completed enrollment agreement, named after its title. */
export async function signedEnrollmentAgreementPdf(
  db: Database,
  entryId: string,
): Promise<{ filename: string; data: Uint8Array }> {
  const [request] = await db
    .select()
    .from(signatureRequests)
    .where(and(eq(signatureRequests.entryId, entryId), eq(signatureRequests.status, 'completed')))
    .orderBy(desc(signatureRequests.completedAt))
    .limit(1);
  if (!request?.signedPdf) throw new AppError(404, NO_SIGNED_AGREEMENT_MESSAGE);
  const agreement = await readSentAgreement(db, request.id);
  return { filename: signedPdfFilename(agreement.title), data: request.signedPdf };
}
