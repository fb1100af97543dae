import type { EnvelopeRecipient, EnvelopeRequest } from '../esign-provider.ts';
import { fieldTabsFor, nonEmptyTabs, pdfDocumentId } from './field-tabs.ts';

/**
 * DocuSign puts each signer's Sign Here tab where their text appears in the PDF (/sn1/ for the
 * first signer, /sn2/ for the second...), so the PDF prints it in each signature block (tiny and
 * white: DocuSign finds it, readers do not see it). Without it DocuSign refuses the envelope with
 * ANCHOR_TAB_STRING_NOT_FOUND.
 */
export const signatureAnchorFor = (signerIndex: number) => `/sn${signerIndex + 1}/`;
export const SIGNATURE_ANCHOR = signatureAnchorFor(0);

/** DocuSign's limits: 100 characters of email subject, 10,000 of email message. */
const SUBJECT_MAX_LENGTH = 100;
const MESSAGE_MAX_LENGTH = 10_000;

const shorten = (text: string, max: number) =>
  text.length <= max ? text : `${text.slice(0, max - 1)}…`;

const person = (recipient: EnvelopeRecipient, recipientId: number) => ({
  email: recipient.email,
  name: recipient.name,
  recipientId: String(recipientId),
  routingOrder: String(recipient.routingOrder),
});

/**
 * The envelope DocuSign creates and sends at once: our NDA as document 1 and the partner's PDFs
 * after it, the signers with their tabs, the approvers and the copies, each in their routing
 * order.
 */
export function buildEnvelopeDefinition(request: EnvelopeRequest) {
  const { signers, approvers, carbonCopies } = request;
  const stray = request.documents
    .flatMap((document) => document.fields)
    .find((field) => !(field.signerIndex >= 0 && field.signerIndex < signers.length));
  if (stray)
    throw new Error(
      `Field ${stray.id} is for signer ${stray.signerIndex + 1}, who is not on the envelope.`,
    );
  return {
    emailSubject: shorten(request.subject, SUBJECT_MAX_LENGTH),
    ...(request.message ? { emailBlurb: shorten(request.message, MESSAGE_MAX_LENGTH) } : {}),
    documents: [
      {
        documentBase64: Buffer.from(request.pdf).toString('base64'),
        name: request.title,
        fileExtension: 'pdf',
        documentId: '1',
      },
      ...request.documents.map((document, index) => ({
        documentBase64: Buffer.from(document.pdf).toString('base64'),
        name: document.title,
        fileExtension: 'pdf',
        documentId: pdfDocumentId(index),
      })),
    ],
    recipients: {
      // Recipient ids are unique across signers, approvers and copies; DocuSign sends each
      // person's request when everyone of a lower routing order has acted.
      signers: signers.map((signer, index) => {
        const { signHereTabs = [], ...fieldTabs } = nonEmptyTabs(
          fieldTabsFor(request.documents, index),
        );
        return {
          ...person(signer, index + 1),
          tabs: {
            signHereTabs: [
              {
                anchorString: signatureAnchorFor(index),
                anchorUnits: 'pixels',
                anchorXOffset: '0',
                anchorYOffset: '0',
                // A PDF without the anchor must fail loudly rather than go out with nowhere to
                // sign.
                anchorIgnoreIfNotPresent: 'false',
              },
              ...signHereTabs,
            ],
            ...fieldTabs,
          },
        };
      }),
      // An approver reads every document in their turn and confirms, signing nothing: DocuSign's
      // "needs to view" recipient.
      certifiedDeliveries: approvers.map((approver, index) =>
        person(approver, signers.length + index + 1),
      ),
      carbonCopies: carbonCopies.map((copy, index) =>
        person(copy, signers.length + approvers.length + index + 1),
      ),
    },
    status: 'sent',
  };
}

export type EnvelopeDefinition = ReturnType<typeof buildEnvelopeDefinition>;
