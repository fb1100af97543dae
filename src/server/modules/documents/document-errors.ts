import {
  DOCUMENT_STATUS_LABELS,
  type DocumentStatus,
} from '../../../domain/documents/documents.ts';
import { AppError } from '../../http/app-error.ts';

/** 409 for an action that only a draft allows ("edited", "sent"). */
export const onlyDrafts = (action: string, status: DocumentStatus) =>
  new AppError(
    409,
    `Only drafts can be ${action}. This NDA is already ${DOCUMENT_STATUS_LABELS[status] ?? status}.`,
  );

export const UNKNOWN_PARTNER_MESSAGE =
  'This partner was not found. Choose a partner from the list.';
export const UNKNOWN_TEMPLATE_MESSAGE =
  'This template was not found. Choose a template from the list.';
export const EXPIRATION_BEFORE_EFFECTIVE_MESSAGE =
  'The expiration date must be on or after the effective date';
