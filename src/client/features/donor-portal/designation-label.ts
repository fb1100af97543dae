import type { Locale } from '../../../domain/common/i18n.ts';
import { DESIGNATION_LABELS as ENGLISH } from '../../../domain/content/designations.ts';
import { DESIGNATION_LABELS as SPANISH } from '../../../domain/content/es/designations.ts';

const LABELS: Record<Locale, Record<string, string>> = { en: ENGLISH, es: SPANISH };

/**
 * A gift's designation as the donor reads it: a stored key ("k12") in their language, none as
 * "where it is needed most", and a staff member's own words as they wrote them.
 */
export function designationLabel(designation: string | null, locale: Locale): string {
  const labels = LABELS[locale];
  if (designation === null || designation.trim() === '') return labels.general!;
  return Object.hasOwn(labels, designation) ? labels[designation]! : designation;
}
