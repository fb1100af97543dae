import type { EnvelopeRequest } from '../esign-provider.ts';

/**
 * DocuSign puts the signer's Sign Here tab where this text appears in the PDF, so the PDF must
 * print it in the signature block (tiny and white: DocuSign finds it, readers do not see it).
 * Without it DocuSign refuses the envelope with ANCHOR_TAB_STRING_NOT_FOUND.
 */
export const SIGNATURE_ANCHOR = '/sn1/';

/** DocuSign's limits: 100 characters of email subject, 10,000 of email message. */
const SUBJECT_MAX_LENGTH = 100;
const MESSAGE_MAX_LENGTH = 10_000;

const shorten = (text: string, max: number) =>
  text.length <= max ? text : `${text.slice(0, max - 1)}…`;

/** The envelope DocuSign creates and sends at once: our PDF, one signer, one signature. */
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
      signers: [
        {
          email: request.signerEmail,
          name: request.signerName,
          recipientId: '1',
          routingOrder: '1',
          tabs: {
            signHereTabs: [
              {
                anchorString: SIGNATURE_ANCHOR,
                anchorUnits: 'pixels',
                anchorXOffset: '0',
                anchorYOffset: '0',
                // A PDF without the anchor must fail loudly rather than go out with nowhere to sign.
                anchorIgnoreIfNotPresent: 'false',
              },
            ],
          },
        },
      ],
    },
    status: 'sent',
  };
}

export type EnvelopeDefinition = ReturnType<typeof buildEnvelopeDefinition>;
