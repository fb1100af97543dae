import type { Locale } from '../../../domain/common/i18n.ts';
import type { GiftDesignation, GiftFrequency, TributeKind } from '../../../domain/giving/giving.ts';
import { dollarsToCents } from '../../../domain/common/dollar-input.ts';

/** The fields of the form in screen order, which is also the order of the error summary. */
export const GIFT_FIELDS = [
  'amountCents',
  'frequency',
  'designation',
  'tribute',
  'tribute.notify.name',
  'tribute.notify.email',
  'tribute.notify.language',
  'firstName',
  'lastName',
  'email',
  'address',
  'city',
  'state',
  'zipCode',
  'note',
] as const;
export type GiftField = (typeof GIFT_FIELDS)[number];

/** The note's limit in giving-schemas.ts (giftInput), shown by the counter under the note. */
export const NOTE_MAX_LENGTH = 1000;

export type GiftValues = {
  /** The preset button chosen, or null when none is (a custom amount replaces it). */
  presetCents: number | null;
  /** The "Other amount" field as typed; when it has text, it is the amount. */
  customAmount: string;
  frequency: GiftFrequency;
  designation: GiftDesignation;
  tributeKind: TributeKind | null;
  tributeName: string;
  /** The donor asks us to tell someone (the honoree's family) about the tribute. */
  tributeNotify: boolean;
  tributeNotifyName: string;
  tributeNotifyEmail: string;
  tributeNotifyLanguage: Locale | null;
  firstName: string;
  lastName: string;
  email: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  note: string;
  coverFee: boolean;
};

/**
 * Nothing chosen for the donor: no amount is preselected (the amount is theirs to decide), one
 * time, and "where it is needed most" ('general': the designations' own word for it, so the CRM
 * does not get a second way to say "no preference").
 */
export const EMPTY_GIFT_VALUES: GiftValues = {
  presetCents: null,
  customAmount: '',
  frequency: 'one-time',
  designation: 'general',
  tributeKind: null,
  tributeName: '',
  tributeNotify: false,
  tributeNotifyName: '',
  tributeNotifyEmail: '',
  tributeNotifyLanguage: null,
  firstName: '',
  lastName: '',
  email: '',
  address: '',
  city: '',
  state: '',
  zipCode: '',
  note: '',
  coverFee: false,
};

/** The gift in cents: the custom amount when one is typed, else the preset; null when neither. */
export function giftCentsOf(values: GiftValues): number | null {
  return values.customAmount.trim() === ''
    ? values.presetCents
    : dollarsToCents(values.customAmount);
}

/** A custom amount is typed but is not dollars and cents: the form says how to write it. */
export const hasMalformedAmount = (values: GiftValues): boolean =>
  values.customAmount.trim() !== '' && dollarsToCents(values.customAmount) === null;

/**
 * What the form holds, shaped for giftInput (giving-schemas.ts). `coverFee` only when the page
 * offers it (card payments); the tribute only when one is chosen, and whom to tell only when the
 * donor ticked the box.
 */
export function toGiftInput(
  values: GiftValues,
  options: { locale: Locale; coverFee: boolean },
): Record<string, unknown> {
  return {
    amountCents: giftCentsOf(values),
    frequency: values.frequency,
    designation: values.designation,
    tribute: values.tributeKind
      ? {
          kind: values.tributeKind,
          name: values.tributeName,
          notify: values.tributeNotify
            ? {
                name: values.tributeNotifyName,
                email: values.tributeNotifyEmail,
                language: values.tributeNotifyLanguage,
              }
            : null,
        }
      : null,
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    address: values.address,
    city: values.city,
    state: values.state,
    zipCode: values.zipCode,
    note: values.note,
    coverFee: options.coverFee,
    language: options.locale,
  };
}
