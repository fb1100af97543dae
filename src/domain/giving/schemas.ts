import { z } from 'zod';
import { formatExactDollars } from '../crm/rules.ts';
import {
  GIFT_DESIGNATIONS,
  GIFT_FREQUENCIES,
  MAX_ONLINE_GIFT_CENTS,
  MIN_ONLINE_GIFT_CENTS,
  TRIBUTE_KINDS,
} from './giving.ts';
import { emailAddress, optionalText, requiredText } from '../common/text-fields.ts';
import { LANGUAGES } from '../waiting-list/waiting-list.ts';

export const GIFT_AMOUNT_MESSAGE = `Enter an amount between ${formatExactDollars(MIN_ONLINE_GIFT_CENTS)} and ${formatExactDollars(MAX_ONLINE_GIFT_CENTS)}`;

/** The gift in whole cents: the page turns "50" or "50.25" into 5000 or 5025 before sending. */
export const giftCentsWithinLimits = z
  .number({ error: GIFT_AMOUNT_MESSAGE })
  .int('Enter the amount in whole cents')
  .min(MIN_ONLINE_GIFT_CENTS, GIFT_AMOUNT_MESSAGE)
  .max(MAX_ONLINE_GIFT_CENTS, GIFT_AMOUNT_MESSAGE);

/** Someone the donor asks us to tell about a tribute gift (the honoree's family), or nobody. */
const tributeNotify = z
  .object({
    name: requiredText('the name of the person we should tell', 200),
    email: emailAddress,
    language: z.enum(LANGUAGES, { error: 'Choose the language we should write to them in' }),
  })
  .nullish()
  .transform((value) => value ?? null);

/** "In honour of" / "in memory of" someone, or nothing. */
const tribute = z
  .object({
    kind: z.enum(TRIBUTE_KINDS, { error: 'Choose "in honour of" or "in memory of"' }),
    name: requiredText('the name of the person the gift is for', 200),
    notify: tributeNotify,
  })
  .nullish()
  .transform((value) => value ?? null);

/**
 * The give page's form (ADR 026). The address is optional: a receipt is valid without it,
 * and a donor who gives it finds it printed on their receipt. US states are two letters and ZIP
 * codes five digits (or ZIP+4), as the CRM keeps them.
 */
export const giftInput = z.object({
  amountCents: giftCentsWithinLimits,
  frequency: z.enum(GIFT_FREQUENCIES, { error: 'Choose one time or monthly' }),
  designation: z
    .enum(GIFT_DESIGNATIONS, { error: 'Choose where your gift should go from the list' })
    .nullish()
    .transform((value) => value ?? null),
  tribute,
  firstName: requiredText('your first name', 100),
  lastName: requiredText('your last name', 100),
  email: emailAddress,
  address: optionalText('the street address', 200),
  city: optionalText('the city', 100),
  state: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^([A-Z]{2})?$/, 'Enter the state as two letters, like TX')
    .nullish()
    .transform((value) => (value ? value : null)),
  zipCode: z
    .string()
    .trim()
    .regex(/^(\d{5}(-\d{4})?)?$/, 'Enter the ZIP code as five digits, like 78701')
    .nullish()
    .transform((value) => (value ? value : null)),
  note: optionalText('the note', 1000),
  /** Only offered when gifts are paid by card online; ignored for a pledge. */
  coverFee: z.boolean().default(false),
  language: z.enum(LANGUAGES).default('en'),
});

export type GiftInput = z.input<typeof giftInput>;
export type ParsedGiftInput = z.output<typeof giftInput>;
