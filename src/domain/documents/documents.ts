/** NDA document status (admin spec §4). */
export const DOCUMENT_STATUSES = [
  'draft',
  'sent',
  'viewed',
  'pending',
  'completed',
  'expired',
] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

export const DOCUMENT_STATUS_LABELS = {
  draft: 'Draft',
  sent: 'Sent',
  viewed: 'Viewed',
  pending: 'Pending Signature',
  completed: 'Completed',
  expired: 'Expired',
} as const satisfies Record<DocumentStatus, string>;

/** Spec §5 / §9: duration in months defaults to 12 with a minimum of 1. */
export const DEFAULT_NDA_DURATION_MONTHS = 12;
export const MIN_NDA_DURATION_MONTHS = 1;

/** Where a saved version of a document's content came from (document_versions.source). */
export const DOCUMENT_VERSION_SOURCES = ['admin', 'share-link', 'upload'] as const;
export type DocumentVersionSource = (typeof DOCUMENT_VERSION_SOURCES)[number];

/**
 * The templates say "share information in order to [PURPOSE]", so the purpose is asked for as the
 * words that finish that sentence: "in order to Discussing…" read as a broken sentence in signed PDFs.
 */
export const PURPOSE_HINT =
  'The words that finish "…share information in order to". For example: discuss a joint research project.';

export const PARTNER_REQUIRED_MESSAGE = 'Partner information is required';
export const RECENT_DOCUMENTS_COUNT = 5;
export const EXPIRING_SOON_DAYS = 30;
export const DOCUMENT_PAGE_SIZE = 50;
export const MAX_DOCUMENT_PAGE_SIZE = 200;
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const UPLOAD_EXTENSIONS = ['.docx', '.txt', '.md'] as const;
