import { tabStorage } from '../../lib/tab-storage.ts';
import { EMPTY_ENROLLMENT_VALUES, type EnrollmentValues } from './enrollment-values.ts';

/**
 * What a family has typed into one campus's form, kept in this tab's session storage so that a
 * reload (a dropped connection, a tab the phone discarded) does not lose it. Session storage: the
 * answers include the learner's needs, and on a shared computer they must not outlive the tab.
 */
const draftKey = (name: DraftName) => `novalearn.enrollment-draft.${name}`;

/**
 * Which form: a campus's form on the enrollment page, or the form opened from saved answers
 * (`saved`), whose answers must not mix with a new form's.
 */
export type DraftName = string;

const isEmpty = (values: EnrollmentValues) =>
  Object.values(values).every((value) => value.trim() === '');

/** Keeps the answers; an empty form keeps nothing. Storage that refuses (full, blocked) is ignored. */
export function saveEnrollmentDraft(name: DraftName, values: EnrollmentValues): void {
  try {
    const storage = tabStorage();
    if (isEmpty(values)) storage?.removeItem(draftKey(name));
    else storage?.setItem(draftKey(name), JSON.stringify(values));
  } catch {
    // Nothing kept: the form still works, it only cannot come back after a reload.
  }
}

/** The kept answers, or null when there are none or they cannot be read as this form's fields. */
export function readEnrollmentDraft(name: DraftName): EnrollmentValues | null {
  let stored: string | null = null;
  try {
    stored = tabStorage()?.getItem(draftKey(name)) ?? null;
  } catch {
    return null;
  }
  if (stored === null) return null;
  try {
    const value: unknown = JSON.parse(stored);
    if (typeof value !== 'object' || value === null) return null;
    const record = value as Record<string, unknown>;
    const values = { ...EMPTY_ENROLLMENT_VALUES };
    for (const field of Object.keys(values) as (keyof EnrollmentValues)[]) {
      const kept = record[field];
      if (typeof kept === 'string') values[field] = kept;
    }
    return isEmpty(values) ? null : values;
  } catch {
    return null;
  }
}

export function clearEnrollmentDraft(name: DraftName): void {
  try {
    tabStorage()?.removeItem(draftKey(name));
  } catch {
    // Blocked storage holds nothing to clear.
  }
}
