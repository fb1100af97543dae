import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminUser } from '../../../domain/auth/dtos.ts';
import type { DocumentDto } from '../../../domain/documents/dtos.ts';
import { DOCUMENT_STATUS_LABELS } from '../../../domain/documents/documents.ts';
import { ESIGN_STATUS_LABELS } from '../../../domain/esign/esign.ts';
import {
  COUNTERSIGNER_IS_SIGNER_MESSAGE,
  COUNTERSIGNER_UNKNOWN_MESSAGE,
  SIGNER_EMAIL_REQUIRED_MESSAGE,
  defaultSigningSubject,
  type sendForSignatureInput,
} from '../../../domain/esign/schemas.ts';
import type { EnvelopeStatusDto } from '../../../domain/esign/dtos.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { AppError, fieldError, notFound } from '../../http/app-error.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { users } from '../auth/auth.table.ts';
import type { VisitorInfo } from '../collaboration/record-activity.ts';
import { ndaDocuments } from '../documents/public.ts';
import { getDocument } from '../documents/get-document.ts';
import { getOrganisationName } from '../settings/settings.service.ts';
import { buildAgreementPdf } from './agreement-pdf.ts';
import { snapshotAgreement } from '../documents/agreement-snapshot.ts';
import { readEnvelopeStatus } from './esign-dto.ts';
import {
  copyTemplatesIntoEnvelope,
  envelopePdfsOf,
  templatesForEnvelope,
} from './envelope-pdfs.ts';
import { envelopePeopleOf } from './envelope-people.ts';
import type { EsignProvider } from './esign-provider.ts';
import { signatureRecipients, signatureRequests } from './esign.table.ts';
import { recipientPartyOf } from './pdf-document.ts';
import { recordSignatureEvent } from './signature-events.ts';
import { markFirstTurnSent } from './signature-recipients.ts';
import { findOpenRequest } from './signature-requests.ts';
import { sha256Hex } from './sha256.ts';

type SendData = z.output<typeof sendForSignatureInput>;

// The code step is a page of ours: a DocuSign envelope is signed on DocuSign's pages.
export const IDENTITY_CHECK_BUILTIN_ONLY_MESSAGE =
  'The emailed code works only with built-in signing. DocuSign is in use, so leave it off.';

export const CHANGED_WHILE_SENDING_MESSAGE =
  'The NDA changed while it was being sent for signature. Please check it and send it again.';

/** Completed and expired NDAs are not signed again; an open request must be voided first. */
async function assertCanSend(db: Database | Transaction, documentId: string, status: string) {
  if (status === 'completed' || status === 'expired') {
    const label = DOCUMENT_STATUS_LABELS[status];
    throw new AppError(409, `This NDA is already ${label}, so it cannot be sent for signature.`);
  }
  const open = await findOpenRequest(db, documentId);
  if (open) {
    throw new AppError(
      409,
      `This NDA is already out for signature (${ESIGN_STATUS_LABELS[open.status]}). Void that ` +
        'request before sending it again.',
    );
  }
}

/** The signer: what the admin typed, otherwise the partner's contact (admin spec §7). */
function signerOf(document: DocumentDto, input: SendData) {
  const email = input.signerEmail ?? document.partner?.email ?? null;
  if (!email) throw fieldError('signerEmail', SIGNER_EMAIL_REQUIRED_MESSAGE);
  const name =
    input.signerName ?? document.partner?.contactName ?? document.partner?.companyName ?? email;
  return { name, email };
}

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The countersigner: an active staff account with an address, not the first signer. */
async function countersignerOf(db: Database, input: SendData, signerEmail: string) {
  if (!input.countersignerId) return null;
  const [staff] = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(and(eq(users.id, input.countersignerId), eq(users.isActive, true)));
  if (!staff?.email) throw fieldError('countersignerId', COUNTERSIGNER_UNKNOWN_MESSAGE);
  if (sameAddress(staff.email, signerEmail)) {
    throw fieldError('countersignerId', COUNTERSIGNER_IS_SIGNER_MESSAGE);
  }
  return staff;
}

/**
 * POST /api/docusign/send/:id. The agreement is merged, hashed and drawn as a PDF first; then one
 * transaction locks the document, checks that nothing changed, hands the envelope to the provider
 * and records the request, its 'sent' event, the document's new state and the audit entry. The
 * provider is called inside it so that two admins pressing Send at once create one envelope, and
 * a provider that refuses leaves nothing behind. (With DocuSign on PGlite, other requests wait for
 * that one call; PGlite serves one office.)
 */
export async function sendForSignature(options: {
  db: Database;
  provider: EsignProvider;
  documentId: string;
  input: SendData;
  admin: AdminUser;
  visitor: VisitorInfo;
  now: Date;
}): Promise<EnvelopeStatusDto> {
  const { db, provider, documentId, input, admin, visitor, now } = options;
  const document = await getDocument({ db, id: documentId, now });
  await assertCanSend(db, documentId, document.status);
  if (input.identityCheck !== 'none' && provider.name !== 'builtin') {
    throw fieldError('identityCheck', IDENTITY_CHECK_BUILTIN_ONLY_MESSAGE);
  }
  const signer = signerOf(document, input);
  const countersigner = await countersignerOf(db, input, signer.email);
  const people = envelopePeopleOf({ signer, countersigner, input });
  const signerRows = people.filter((person) => person.role === 'signer');
  const templates = await templatesForEnvelope(db, input.pdfTemplateIds, signerRows.length);
  const agreement = snapshotAgreement({
    document,
    organisationName: await getOrganisationName(db),
    sender: { id: admin.id, name: admin.name, email: admin.email },
  });
  const contentHash = sha256Hex(agreement.content);
  const subject = input.subject ?? defaultSigningSubject(document.title, input.signerLanguage);
  const pdf = await buildAgreementPdf({
    agreement,
    parties: signerRows.map((person) =>
      recipientPartyOf(agreement, { name: person.name, staffUserId: person.staffUserId ?? null }),
    ),
    now,
  });

  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ status: ndaDocuments.status, updatedAt: ndaDocuments.updatedAt })
      .from(ndaDocuments)
      .where(eq(ndaDocuments.id, documentId))
      .for('update');
    if (!locked) throw notFound('NDA');
    await assertCanSend(tx, documentId, locked.status);
    if (locked.updatedAt.getTime() !== new Date(document.updatedAt).getTime()) {
      throw new AppError(409, CHANGED_WHILE_SENDING_MESSAGE);
    }

    const [created] = await tx
      .insert(signatureRequests)
      .values({
        documentId,
        provider: provider.name,
        subject,
        message: input.message,
        signingOrder: input.signingOrder,
        identityCheck: input.identityCheck,
        status: 'sent',
        contentHash,
        sentAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: signatureRequests.id });
    const requestId = created!.id;
    const inserted = await tx
      .insert(signatureRecipients)
      .values(
        people.map((person, index) => ({
          ...person,
          requestId,
          position: index + 1,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .returning({ id: signatureRecipients.id, role: signatureRecipients.role });
    await copyTemplatesIntoEnvelope({
      tx,
      requestId,
      templates,
      signerIds: inserted.filter((row) => row.role === 'signer').map((row) => row.id),
      now,
    });
    const toEnvelope = ({ name, email, routingOrder }: (typeof people)[number]) => ({
      name,
      email,
      routingOrder,
    });
    const { envelopeId, state } = await provider.send(
      {
        documentId,
        title: document.title,
        pdf,
        contentHash,
        signers: signerRows.map(toEnvelope),
        carbonCopies: people.filter((person) => person.role === 'cc').map(toEnvelope),
        approvers: people.filter((person) => person.role === 'approver').map(toEnvelope),
        documents: envelopePdfsOf(templates),
        subject,
        message: input.message,
        senderName: admin.name,
      },
      { tx, requestId, agreement, visitor },
    );
    if (provider.name !== 'builtin') await markFirstTurnSent(tx, requestId, state.sentAt ?? now);
    const sentAt = state.sentAt ?? now;
    const [request] = await tx
      .update(signatureRequests)
      .set({ envelopeId, sentAt, statusCheckedAt: now })
      .where(eq(signatureRequests.id, requestId))
      .returning();
    await recordSignatureEvent({
      tx,
      requestId,
      type: 'sent',
      at: sentAt,
      visitor,
      // The agreement as sent: the signing page, the signed PDF and its certificate read it here.
      details: { agreement },
    });
    await tx
      .update(ndaDocuments)
      .set({
        status: 'pending',
        sentAt: document.sentAt ? new Date(document.sentAt) : now,
        contentHash,
        docusignEnvelopeId: envelopeId,
        docusignStatus: 'sent',
        docusignSentAt: sentAt,
        docusignCompletedAt: null,
        signedAt: null,
        signerName: signer.name,
        signerEmail: signer.email,
        updatedAt: now,
      })
      .where(eq(ndaDocuments.id, documentId));
    await recordAudit({
      db: tx,
      actor: admin,
      action: 'send-for-signature',
      entity: 'document',
      entityId: documentId,
      details: {
        provider: provider.name,
        envelopeId,
        signerEmail: signer.email,
        countersignerEmail: countersigner?.email ?? null,
        ccEmails: input.ccEmails,
        moreRecipients: input.moreRecipients.map(({ role, email }) => ({ role, email })),
        pdfTemplates: templates.map(({ id, name, sha256 }) => ({ id, name, sha256 })),
        signingOrder: input.signingOrder,
        identityCheck: input.identityCheck,
        contentHash,
      },
      at: now,
    });
    return readEnvelopeStatus(tx, request!);
  });
}
