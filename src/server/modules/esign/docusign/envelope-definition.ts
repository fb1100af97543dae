import type { EnvelopeRequest } from '../esign-provider.ts';

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

/** The envelope DocuSign creates and sends at once: our PDF, its signers in order, its copies. */
export function buildEnvelopeDefinition(request: EnvelopeRequest) {
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
    ],
    recipients: {
      // Recipient ids are unique across signers and copies; DocuSign sends each signer's
      // request when the signers of lower routing orders have signed.
      signers: request.signers.map((signer, index) => ({
        email: signer.email,
        name: signer.name,
        recipientId: String(index + 1),
        routingOrder: String(signer.routingOrder),
        tabs: {
          signHereTabs: [
            {
              anchorString: signatureAnchorFor(index),
              anchorUnits: 'pixels',
              anchorXOffset: '0',
              anchorYOffset: '0',
              // A PDF without the anchor must fail loudly rather than go out with nowhere to sign.
              anchorIgnoreIfNotPresent: 'false',
            },
          ],
        },
      })),
      carbonCopies: request.carbonCopies.map((copy, index) => ({
        email: copy.email,
        name: copy.name,
        recipientId: String(request.signers.length + index + 1),
        routingOrder: String(copy.routingOrder),
      })),
    },
    status: 'sent',
  };
}

export type EnvelopeDefinition = ReturnType<typeof buildEnvelopeDefinition>;
