import type { GiftDesignation } from '../giving/giving.ts';

/**
 * The five areas a gift can go to (the CRM's donor interests, domain/crm/donors.ts), in the words of
 * the public pages: the partnership page's focus areas and the give page's list. Staff read the
 * CRM's own words for the same values (features/crm/crm-labels.ts); "general" is worded for
 * donors, because that is what it means to them.
 */
export const DESIGNATION_LABELS = {
  k12: 'Kindergarten to grade 12 (K-12)',
  research: 'Research',
  infrastructure: 'Campus buildings',
  scholarships: 'Scholarships',
  general: 'Where it is needed most',
} as const satisfies Record<GiftDesignation, string>;
