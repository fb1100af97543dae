import type { z } from 'zod';
import { sendForSignatureInput } from '../../../domain/esign/schemas.ts';
import type { PdfTemplateSummaryDto } from '../../../domain/esign/pdf-templates.ts';
import { actingPeople, personNumber, type SendPeople } from './send-form-people.ts';

/**
 * Where the send form shows each message. The schema and the server name a person's or a PDF's
 * field by its path ("moreRecipients.2.email", as the error handler joins it), so the form's
 * field names are those paths too; the list is in screen order, which is the summary's order.
 */
export function sendFieldKeys(peopleCount: number, pdfCount: number): string[] {
  const rows = Array.from({ length: peopleCount }, (_, index) => index);
  return [
    'signerName',
    'signerEmail',
    'signerLanguage',
    'countersignerId',
    ...rows.flatMap((index) =>
      ['role', 'name', 'email', 'language'].map((field) => `moreRecipients.${index}.${field}`),
    ),
    'moreRecipients',
    'signingOrder',
    'signerStep',
    'countersignerStep',
    ...rows.map((index) => `moreRecipients.${index}.step`),
    'identityCheck',
    'ccEmails',
    'pdfTemplateIds',
    ...Array.from({ length: pdfCount }, (_, index) => `pdfTemplateIds.${index}`),
    'subject',
    'message',
  ];
}

/**
 * The nearest field the form shows for a path: "ccEmails.3" is the copy box, "moreRecipients.1"
 * (the row as a whole) the More people section. Null for a path the form has no place for.
 */
export function shownField(path: string, fields: readonly string[]): string | null {
  const parts = path.split('.');
  while (parts.length > 0) {
    const candidate = parts.join('.');
    if (fields.includes(candidate)) return candidate;
    parts.pop();
  }
  return null;
}

/** The first message for each shown field, from the schema's issues or the server's fieldErrors. */
export function messagesByField(
  entries: readonly (readonly [path: string, message: string])[],
  fields: readonly string[],
): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const [path, message] of entries) {
    const field = shownField(path, fields) ?? path.split('.')[0]!;
    messages[field] ??= message;
  }
  return messages;
}

export const issueEntries = (error: z.ZodError) =>
  error.issues.map((issue) => [issue.path.join('.'), issue.message] as const);

/**
 * The summary names whose field it is when the message alone would not: the same words can
 * stand beside several people's email or step boxes.
 */
export function summaryMessage(field: string, message: string, people: SendPeople): string {
  const acting = actingPeople(people).find((person) => person.field === field);
  if (acting) return `${acting.label}: ${message}`;
  const row = /^moreRecipients\.(\d+)\./.exec(field);
  return row ? `Person ${personNumber(people, Number(row[1]))}: ${message}` : message;
}

export const tooFewSignersText = (template: PdfTemplateSummaryDto, signerCount: number) =>
  `"${template.name}" has fields for ${template.signerCount} signers, but this envelope has ` +
  `${signerCount}. Add a signer under More people, or remove this PDF.`;

/**
 * The PDFs whose fields need more signers than the envelope has, by their field. The server
 * refuses them too; the form says so before sending, beside each one.
 */
export function pdfShortfalls(
  chosen: readonly (PdfTemplateSummaryDto | undefined)[],
  signerCount: number,
): Record<string, string> {
  const messages: Record<string, string> = {};
  chosen.forEach((template, index) => {
    if (template && template.signerCount > signerCount) {
      messages[`pdfTemplateIds.${index}`] = tooFewSignersText(template, signerCount);
    }
  });
  return messages;
}

/**
 * The check before sending: the shared schema, and every PDF's signers. Either the body to send
 * or the messages to show, by field.
 */
export function checkSendInput(options: {
  input: unknown;
  chosen: readonly (PdfTemplateSummaryDto | undefined)[];
  signerCount: number;
  fields: readonly string[];
}) {
  const parsed = sendForSignatureInput.safeParse(options.input);
  const messages = {
    ...pdfShortfalls(options.chosen, options.signerCount),
    ...(parsed.success ? {} : messagesByField(issueEntries(parsed.error), options.fields)),
  };
  return parsed.success && Object.keys(messages).length === 0
    ? { body: parsed.data, messages: null }
    : { body: null, messages };
}

/** The error summary's items, in screen order, each saying whose field it is where needed. */
export const summaryItems = (options: {
  fields: readonly string[];
  errors: Partial<Record<string, string>>;
  fieldId: (field: string) => string;
  people: SendPeople;
}) =>
  options.fields.flatMap((field) => {
    const message = options.errors[field];
    return message
      ? [
          {
            fieldId: options.fieldId(field),
            message: summaryMessage(field, message, options.people),
          },
        ]
      : [];
  });
