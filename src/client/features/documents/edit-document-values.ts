import { computeExpirationDate } from '../../../domain/documents/rules.ts';
import { updateDocumentInput } from '../../../domain/documents/schemas.ts';
import type { DocumentDto } from '../../../domain/documents/dtos.ts';
import type { UpdateDocumentInput } from '../../../domain/documents/schemas.ts';

export interface EditDocumentValues {
  title: string;
  purpose: string;
  effectiveDate: string;
  duration: string;
  content: string;
}

export const EDIT_FIELDS = ['title', 'purpose', 'effectiveDate', 'duration', 'content'] as const;
export type EditField = (typeof EDIT_FIELDS)[number];
export type EditErrors = Partial<Record<EditField, string>>;

export const isEditField = (name: string): name is EditField =>
  (EDIT_FIELDS as readonly string[]).includes(name);

export const editValuesOf = (document: DocumentDto): EditDocumentValues => ({
  title: document.title,
  purpose: document.purpose ?? '',
  effectiveDate: document.effectiveDate,
  duration: String(document.duration),
  content: document.content,
});

/**
 * Only what changed. A new effective date or duration also moves the end of the term, computed
 * by the same domain rule the server uses when a document is created.
 */
export function toUpdateInput(document: DocumentDto, values: EditDocumentValues) {
  const duration = values.duration.trim() === '' ? Number.NaN : Number(values.duration);
  const input: UpdateDocumentInput = {};
  if (values.title !== document.title) input.title = values.title;
  if (values.purpose !== (document.purpose ?? '')) input.purpose = values.purpose;
  if (values.content !== document.content) input.content = values.content;
  if (values.effectiveDate !== document.effectiveDate) input.effectiveDate = values.effectiveDate;
  if (duration !== document.duration) input.duration = duration;
  return input;
}

export function withExpiration(input: UpdateDocumentInput, values: EditDocumentValues) {
  if (input.effectiveDate === undefined && input.duration === undefined) return input;
  return {
    ...input,
    expirationDate: computeExpirationDate(values.effectiveDate, Number(values.duration)),
  };
}

export function validateEdit(input: UpdateDocumentInput): EditErrors {
  const errors: EditErrors = {};
  for (const issue of updateDocumentInput.safeParse(input).error?.issues ?? []) {
    const field = String(issue.path[0] ?? '');
    if (isEditField(field)) errors[field] ??= issue.message;
  }
  return errors;
}
