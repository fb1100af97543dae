import type { z } from 'zod';
import { ELECTRONIC_SIGNATURE_CONSENTS } from '../../../domain/esign/esign.ts';
import type { signDocumentInput } from '../../../domain/esign/schemas.ts';
import type { VisitorInfo } from '../collaboration/record-activity.ts';
import type { SignatureRecipient } from './esign.table.ts';
import type { SignatureStep } from './signature-events.ts';

export type SignData = z.output<typeof signDocumentInput>;

/** What one signature is: the signer's row as it becomes, and the steps added to the trail. */
export type Signing = {
  input: SignData;
  /** Whether the drawn image was read and will be kept (only a drawn signature has one). */
  hasImage: boolean;
  visitor: VisitorInfo;
  now: Date;
};

/**
 * The signer's row after signing. The signing transaction writes these fields, and the signed
 * PDF drawn before it (ADR 043) shows them, so both take them from here.
 */
export const signedFieldsOf = (recipient: SignatureRecipient, signing: Signing) =>
  ({
    status: 'signed',
    viewedAt: recipient.viewedAt ?? signing.now,
    signedAt: signing.now,
    signatureName: signing.input.fullName,
    // An approver approves with their typed name: no title or drawing goes on the pages.
    signatureTitle: recipient.role === 'approver' ? null : signing.input.title,
    signatureImage:
      signing.hasImage && recipient.role !== 'approver'
        ? (signing.input.signatureImage ?? null)
        : null,
    nextReminderAt: null,
    updatedAt: signing.now,
  }) satisfies Partial<SignatureRecipient>;

/** The steps a signature adds to the trail, in the order they are recorded. */
export function signingStepsOf(recipient: SignatureRecipient, signing: Signing): SignatureStep[] {
  const { input, visitor, now } = signing;
  const mine = { requestId: recipient.requestId, recipientId: recipient.id, at: now, visitor };
  // Signed without the page's first load being recorded (a link signed unopened).
  const delivered: SignatureStep[] =
    recipient.status === 'viewed' ? [] : [{ ...mine, type: 'delivered' }];
  return [
    ...delivered,
    {
      ...mine,
      type: recipient.role === 'approver' ? 'approved' : 'completed',
      details: {
        fullName: input.fullName,
        title: input.title,
        signatureType: input.signatureType,
        // The words the signer ticked: their page shows the consent in their language.
        consent: ELECTRONIC_SIGNATURE_CONSENTS[recipient.language],
        language: recipient.language,
      },
    },
  ];
}
