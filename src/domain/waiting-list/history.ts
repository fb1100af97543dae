import { OFFER_STATUS_LABELS, type OfferStatus } from '../admissions/admissions.ts';
import { WAITING_LIST_STATUS_LABELS, type WaitingListStatus } from './waiting-list.ts';

/**
 * One line of a waiting-list entry's staff history: a field with its old and new value, or, for
 * entries written before the values were kept, only what the entry recorded. `null` is an empty
 * value (notes cleared or never written).
 */
export type EntryChange =
  { label: string; from: string | null; to: string | null } | { label: string; note: string };

/** The audit entry's `changes` keys (update-entry.ts), in the order staff read them. */
const FIELD_LABELS = {
  status: 'Status',
  offer: 'Seat offer',
  priority: 'Priority',
  staffNotes: 'Staff notes',
} as const;

// Before notes were recorded old → new (ADR 009), a notes change was stored as "changed".
const UNRECORDED_NOTES = 'Changed (the text was not recorded then)';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function valueText(field: keyof typeof FIELD_LABELS, value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (field === 'status' && typeof value === 'string' && value in WAITING_LIST_STATUS_LABELS) {
    return WAITING_LIST_STATUS_LABELS[value as WaitingListStatus];
  }
  if (field === 'offer' && typeof value === 'string' && value in OFFER_STATUS_LABELS) {
    return OFFER_STATUS_LABELS[value as OfferStatus];
  }
  return String(value);
}

/**
 * What an audit entry of a waiting-list entry says changed (`details.changes` as written by
 * update-entry.ts and withdraw-entry.ts), in the words of the staff pages. An entry that holds
 * no changes (applied, link emailed again, deleted) gives none.
 */
export function describeEntryChanges(details: Record<string, unknown> | null): EntryChange[] {
  const changes = details?.changes;
  if (!isRecord(changes)) return [];
  return (Object.keys(FIELD_LABELS) as (keyof typeof FIELD_LABELS)[]).flatMap(
    (field): EntryChange[] => {
      const change = changes[field];
      const label = FIELD_LABELS[field];
      if (change === undefined) return [];
      if (!isRecord(change)) return [{ label, note: UNRECORDED_NOTES }];
      return [{ label, from: valueText(field, change.from), to: valueText(field, change.to) }];
    },
  );
}

/** A mail an entry's history step sent (`details.mails`): its outbox row, address and subject. */
export type EntryMailFacts = { outboxId: string; to: string; subject: string };

/** The mails an audit entry records having sent, oldest first; none for older entries. */
export function mailsOfEntryChange(details: Record<string, unknown> | null): EntryMailFacts[] {
  const mails = details?.mails;
  if (!Array.isArray(mails)) return [];
  return mails.filter(
    (mail): mail is EntryMailFacts =>
      isRecord(mail) &&
      typeof mail.outboxId === 'string' &&
      typeof mail.to === 'string' &&
      typeof mail.subject === 'string',
  );
}
