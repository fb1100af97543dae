import { DOCUMENT_STATUS_LABELS, DOCUMENT_STATUSES, type DocumentStatus } from './documents.ts';
import { addMonthsToIsoDate, daysBetweenIsoDates } from '../common/calendar-day.ts';

const isKnownStatus = (status: string): status is DocumentStatus =>
  (DOCUMENT_STATUSES as readonly string[]).includes(status);

/** All Documents shows an unknown status as Draft (admin spec §4). */
export const listStatusLabel = (status: string) =>
  isKnownStatus(status) ? DOCUMENT_STATUS_LABELS[status] : DOCUMENT_STATUS_LABELS.draft;

/** The dashboard shows an unknown status raw (admin spec §4). */
export const dashboardStatusLabel = (status: string) =>
  isKnownStatus(status) ? DOCUMENT_STATUS_LABELS[status] : status;

/**
 * Expired uses the destructive style (admin spec §4). Pending Signature, which the spec also
 * drew in red, is a wait rather than a fault: it has a calm style of its own (ADR 039).
 */
export const isDestructiveStatus = (status: string) => status === 'expired';

/** Pending Signature: waiting on the signer, shown calm but apart from the rest (ADR 039). */
export const isWaitingStatus = (status: string) => status === 'pending';

/** How a status's badge looks wherever a document's status is shown. */
export type StatusTone = 'destructive' | 'waiting' | 'success' | 'muted' | 'default';

export function statusTone(status: string): StatusTone {
  if (isDestructiveStatus(status)) return 'destructive';
  if (isWaitingStatus(status)) return 'waiting';
  if (status === 'completed') return 'success';
  if (status === 'draft') return 'muted';
  return 'default';
}

/** The end of the term when none was typed: effective date + duration months. */
export const computeExpirationDate = (effectiveDate: string, durationMonths: number) =>
  addMonthsToIsoDate(effectiveDate, durationMonths);

/** Whole days from `todayIso` to `expirationDate`: 0 on the last day, negative once passed. */
export function daysLeftInTerm(expirationDate: string, todayIso: string): number {
  return daysBetweenIsoDates(todayIso, expirationDate);
}

/** Download name (admin spec §2): every non-alphanumeric character becomes "_", then ".docx". */
export const documentDownloadFilename = (title: string) =>
  `${title.replace(/[^a-zA-Z0-9]/g, '_')}.docx`;
