/**
 * Merging two records of one donor: the kept record wins where it has a value; an empty field
 * (null or blank text, no interests, rating 0) takes the other record's value.
 */
export const MERGE_FILLED_FIELDS = [
  'email',
  'phone',
  'organization',
  'title',
  'capacity',
  'address',
  'city',
  'state',
  'zipCode',
  'notes',
  'nextFollowUp',
  'assignedTo',
  'source',
  'householdId',
] as const;
export type MergeFilledField = (typeof MERGE_FILLED_FIELDS)[number];

export type MergeFields = Record<MergeFilledField, string | null> & {
  interests: readonly string[];
  rating: number;
};

const isEmpty = (value: string | null) => value === null || value.trim() === '';

/** The fields of the kept donor to set from the other; only fields empty on the kept one. */
export function fieldsToFill<T extends MergeFields>(kept: T, other: T): Partial<T> {
  const filled: Partial<T> = {};
  for (const field of MERGE_FILLED_FIELDS) {
    if (isEmpty(kept[field]) && !isEmpty(other[field])) {
      (filled as Record<string, unknown>)[field] = other[field];
    }
  }
  if (kept.interests.length === 0 && other.interests.length > 0) {
    (filled as Record<string, unknown>).interests = other.interests;
  }
  if (kept.rating === 0 && other.rating > 0)
    (filled as Record<string, unknown>).rating = other.rating;
  return filled;
}

type SoftCreditRef = { id: string; donationId: string; donorId: string };

/**
 * The soft credits a merge must drop, because after it they would break a rule: one that credits
 * the kept donor on a gift now theirs (hard credit), or a second credit of the same gift to the
 * kept donor (the kept donor's own credit stays). No money is lost: soft credit is not money.
 */
export function softCreditsToDrop(options: {
  keptId: string;
  removedId: string;
  credits: readonly SoftCreditRef[];
  /** The donor (hard credit) of each gift the credits are on. */
  giftDonors: ReadonlyMap<string, string>;
}): SoftCreditRef[] {
  const { keptId, removedId } = options;
  const merged = (id: string) => (id === removedId ? keptId : id);
  const keptOn = new Set(
    options.credits.filter((c) => c.donorId === keptId).map((c) => c.donationId),
  );
  return options.credits.filter((credit) => {
    if (credit.donorId !== keptId && credit.donorId !== removedId) return false;
    const giftDonor = merged(options.giftDonors.get(credit.donationId) ?? '');
    if (giftDonor === keptId) return true;
    return credit.donorId === removedId && keptOn.has(credit.donationId);
  });
}
