/**
 * The CRM request schemas' shared parts (crm-schemas.ts): limits, lists of choices and the field
 * builders every CRM form uses.
 */
import { z } from 'zod';
import { isoDate } from './text-fields.ts';

export const DONOR_PAGE_SIZE = 25;
export const MAX_CRM_PAGE_SIZE = 200;
/** $10 billion: far above any real gift, low enough to catch a slipped finger. */
export const MAX_AMOUNT_CENTS = 1_000_000_000_000;
export const MAX_PLEDGE_INSTALLMENTS = 120;
export const PLEDGE_FREQUENCIES = ['monthly', 'quarterly', 'yearly'] as const;
export type PledgeFrequency = (typeof PLEDGE_FREQUENCIES)[number];
export const DONOR_SORTS = [
  'name',
  'totalGiven',
  'lastGiftDate',
  'lastContactDate',
  'nextFollowUp',
  'rating',
  'createdAt',
] as const;
export type DonorSort = (typeof DONOR_SORTS)[number];
export const IMPORT_DUPLICATE_ACTIONS = ['skip', 'update'] as const;
export type ImportDuplicateAction = (typeof IMPORT_DUPLICATE_ACTIONS)[number];
/** The kinds of stored stewardship PDF. */
export const STEWARDSHIP_LETTER_KINDS = ['acknowledgment', 'statement'] as const;
export type StewardshipLetterKind = (typeof STEWARDSHIP_LETTER_KINDS)[number];

/** An optional choice: '' (the "Choose…" option) and absence both become null. */
export const optionalChoice = <const T extends readonly [string, ...string[]]>(
  values: T,
  label: string,
) =>
  z
    .union([z.literal(''), z.enum(values)], { error: `Choose ${label} from the list` })
    .nullish()
    .transform((value): T[number] | null => (value ? value : null));

export const choice = <const T extends readonly [string, ...string[]]>(values: T, label: string) =>
  z.enum(values, { error: `Choose ${label}: ${values.join(', ')}` });

export const optionalDate = z
  .union([z.literal(''), isoDate])
  .nullish()
  .transform((value) => (value ? value : null));

export const amountCents = z
  .number({ error: 'Enter the amount in cents' })
  .int('Enter the amount in whole cents')
  .positive('The amount must be more than $0')
  .max(MAX_AMOUNT_CENTS, 'This amount is too large');

export const limit = (fallback: number) =>
  z.coerce
    .number()
    .int('Enter a whole number')
    .min(1, 'Ask for at least 1 row')
    .max(MAX_CRM_PAGE_SIZE, `Ask for at most ${MAX_CRM_PAGE_SIZE} rows`)
    .default(fallback);
export const offset = z.coerce.number().int().min(0, 'The offset cannot be negative').default(0);
