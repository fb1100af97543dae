import { CAMPUSES, type Campus } from '../../domain/waiting-list/waiting-list.ts';
import { tabStorage } from './tab-storage.ts';

/**
 * Hands text from one page to the enrollment form in the same tab: the pathway planner on
 * /nexus-learning saves its summary, the enrollment page takes it once and puts it in the
 * additional-information field. sessionStorage, so it never outlives the tab and never reaches
 * the server until the family sends the form themselves.
 */
export const ENROLLMENT_PREFILL_KEY = 'novalearn.enrollment-prefill';

export type EnrollmentPrefill = { campus: Campus; additionalInfo: string };

/** False when the browser would not store it: the family then types the details themselves. */
export function saveEnrollmentPrefill(prefill: EnrollmentPrefill): boolean {
  try {
    const storage = tabStorage();
    storage?.setItem(ENROLLMENT_PREFILL_KEY, JSON.stringify(prefill));
    return storage !== null;
  } catch {
    return false;
  }
}

/** Reads and clears it, so a reload or a later visit starts with an empty form. */
export function takeEnrollmentPrefill(): EnrollmentPrefill | null {
  const storage = tabStorage();
  let stored: string | null = null;
  try {
    stored = storage?.getItem(ENROLLMENT_PREFILL_KEY) ?? null;
    storage?.removeItem(ENROLLMENT_PREFILL_KEY);
  } catch {
    return null;
  }
  if (stored === null) return null;
  try {
    const value: unknown = JSON.parse(stored);
    return isEnrollmentPrefill(value) ? value : null;
  } catch {
    return null;
  }
}

function isEnrollmentPrefill(value: unknown): value is EnrollmentPrefill {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    (CAMPUSES as readonly unknown[]).includes(record.campus) &&
    typeof record.additionalInfo === 'string'
  );
}
