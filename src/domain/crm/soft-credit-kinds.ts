/**
 * Why a person is credited with a gift someone else gave (a soft credit). The gift's money is
 * counted once, for the donor who gave it (hard credit); a soft credit only says who else the
 * gift honours when fundraisers look at a person's giving.
 */
export const SOFT_CREDIT_KINDS = [
  'spouse',
  'household',
  'solicitor',
  'donor-advised-fund',
  'matching-gift',
] as const;
export type SoftCreditKind = (typeof SOFT_CREDIT_KINDS)[number];

export const SOFT_CREDIT_KIND_LABELS: Record<SoftCreditKind, string> = {
  spouse: 'Spouse or partner',
  household: 'Household member',
  solicitor: 'Asked for the gift',
  'donor-advised-fund': 'Advised a donor-advised fund gift',
  'matching-gift': 'Gift matched by an employer',
};
