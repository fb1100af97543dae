import { createDocumentInput } from '../../../domain/documents/schemas.ts';
import type { CreateDocumentInput } from '../../../domain/documents/schemas.ts';
import {
  DEFAULT_NDA_DURATION_MONTHS,
  PARTNER_REQUIRED_MESSAGE,
} from '../../../domain/documents/documents.ts';
import { sendDocumentInput } from '../../../domain/sharing/link-delivery.ts';
import { todayIsoDate } from '../../../domain/common/calendar-day.ts';
import { initialSendValues, toSendInput, type SendNdaValues } from './send-nda-values.ts';

/**
 * What the Create NDA form holds: text as typed, turned into the API bodies only on submit. The
 * sending fields (recipient, link, message) go with the send that follows the create.
 */
export interface NdaFormValues extends SendNdaValues {
  title: string;
  isNewPartner: boolean;
  partnerId: string;
  partnerCompany: string;
  partnerContact: string;
  partnerEmail: string;
  templateId: string;
  purpose: string;
  effectiveDate: string;
  duration: string;
  content: string;
}

/** The fields in screen order, which is also the order of the error summary. */
export const NDA_FIELDS = [
  'title',
  'partnerId',
  'partnerCompany',
  'partnerContact',
  'partnerEmail',
  'templateId',
  'purpose',
  'effectiveDate',
  'duration',
  'content',
  'recipientEmail',
  'language',
  'accessLevel',
  'expiresAt',
  'message',
] as const;
export type NdaField = (typeof NDA_FIELDS)[number];
export type NdaFieldErrors = Partial<Record<NdaField, string>>;

export function initialNdaValues(templateId = ''): NdaFormValues {
  return {
    title: '',
    isNewPartner: false,
    partnerId: '',
    partnerCompany: '',
    partnerContact: '',
    partnerEmail: '',
    templateId,
    purpose: '',
    effectiveDate: todayIsoDate(new Date()),
    duration: String(DEFAULT_NDA_DURATION_MONTHS),
    content: '',
    ...initialSendValues(),
  };
}

export function toCreateInput(values: NdaFormValues): CreateDocumentInput {
  const duration = values.duration.trim();
  return {
    title: values.title,
    purpose: values.purpose,
    partnerId: values.isNewPartner ? null : values.partnerId || null,
    partnerCompany: values.isNewPartner ? values.partnerCompany : null,
    partnerContact: values.isNewPartner ? values.partnerContact : null,
    partnerEmail: values.isNewPartner ? values.partnerEmail : null,
    templateId: values.templateId || null,
    effectiveDate: values.effectiveDate || undefined,
    // Empty is NaN, so the schema says "Enter the term in months" instead of using the default.
    duration: duration === '' ? Number.NaN : Number(duration),
    content: values.content,
  };
}

export const isNdaField = (name: string): name is NdaField =>
  (NDA_FIELDS as readonly string[]).includes(name);

/**
 * The shared schema's messages, plus the partner rule of spec §5 checked here too: the schema's
 * own partner check only runs once every other field is valid, and the dialog should list every
 * problem at once. A new partner needs all three of company, contact and email. A draft is saved
 * without its sending fields, so they are checked only when it is to be sent.
 */
export function validateNdaForm(values: NdaFormValues, isSending = true): NdaFieldErrors {
  const errors: NdaFieldErrors = {};
  const result = createDocumentInput.safeParse(toCreateInput(values));
  for (const issue of result.error?.issues ?? []) {
    const field = String(issue.path[0] ?? '');
    if (isNdaField(field)) errors[field] ??= issue.message;
  }

  const sendIssues = isSending
    ? sendDocumentInput.safeParse(toSendInput(values)).error?.issues
    : [];
  for (const issue of sendIssues ?? []) {
    const field = String(issue.path[0] ?? '');
    if (isNdaField(field)) errors[field] ??= issue.message;
  }

  if (values.isNewPartner) {
    delete errors.partnerId;
    if (!values.partnerCompany.trim()) errors.partnerCompany = 'Enter the partner company name';
    if (!values.partnerContact.trim()) errors.partnerContact = 'Enter the contact name';
    if (!values.partnerEmail.trim()) errors.partnerEmail = 'Enter the contact email address';
  } else if (!values.partnerId) {
    errors.partnerId = PARTNER_REQUIRED_MESSAGE;
  }
  return errors;
}

/** Errors in screen order, for the error summary. */
export function orderedNdaErrors(errors: NdaFieldErrors) {
  return NDA_FIELDS.flatMap((field) => {
    const message = errors[field];
    return message ? [{ field, message }] : [];
  });
}
