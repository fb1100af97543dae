import type { Locale } from '../../../domain/common/i18n.ts';
import type { SigningOrder } from '../../../domain/esign/recipients.ts';
import { defaultSigningSubject } from '../../../domain/esign/schemas.ts';
import { actingPeople, stepValue, type SendPeople } from './send-form-people.ts';

/** What staff typed and chose in the send form, besides the people added and the PDFs. */
export interface SendFormValues {
  signerName: string;
  signerEmail: string;
  signerLanguage: Locale;
  subject: string;
  message: string;
  countersignerId: string;
  signingOrder: SigningOrder;
  ccEmails: string;
  confirmIdentity: boolean;
}

/** Addresses typed one per line, or separated by commas or spaces. */
const readAddresses = (text: string) => text.split(/[\s,;]+/).filter(Boolean);

/**
 * The body of POST /api/docusign/send/:id, before the shared schema checks it. The order choice
 * is shown only when two or more people act in turn; alone, the signer simply signs. Steps go
 * only with "In numbered steps", each person's as typed or else their position.
 */
export function sendInputOf(options: {
  values: SendFormValues;
  people: SendPeople;
  pdfTemplateIds: readonly string[];
  documentTitle: string;
  /** The code step is on our own signing page: DocuSign envelopes are signed on DocuSign's. */
  isBuiltin: boolean;
}) {
  const { values, people, pdfTemplateIds, documentTitle, isBuiltin } = options;
  const acting = actingPeople(people);
  const signingOrder = acting.length > 1 ? values.signingOrder : 'sequential';
  const stepOf = (field: string) => {
    const person = acting.find((one) => one.field === field);
    return signingOrder === 'steps' && person ? stepValue(person) : null;
  };
  // An untouched subject goes as null: the server writes the same default, and the 100
  // characters a typed subject may have would otherwise refuse a long title.
  const isUntouched =
    values.subject.trim() === defaultSigningSubject(documentTitle, values.signerLanguage).trim();
  return {
    signerName: values.signerName,
    signerEmail: values.signerEmail,
    signerLanguage: values.signerLanguage,
    subject: isUntouched ? null : values.subject,
    message: values.message,
    countersignerId: values.countersignerId || null,
    ccEmails: readAddresses(values.ccEmails),
    signingOrder,
    identityCheck: values.confirmIdentity && isBuiltin ? 'email-code' : 'none',
    signerStep: stepOf('signerStep'),
    countersignerStep: stepOf('countersignerStep'),
    moreRecipients: people.more.map((row, index) => ({
      role: row.role,
      name: row.name,
      email: row.email,
      language: row.language,
      step: stepOf(`moreRecipients.${index}.step`),
    })),
    pdfTemplateIds: [...pdfTemplateIds],
  };
}
