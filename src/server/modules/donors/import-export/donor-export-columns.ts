/** Read-only columns after the importable ones; import ignores them. */
export const DONOR_EXPORT_EXTRA_COLUMNS = [
  'totalGivenUsd',
  'lastGiftDate',
  'lastContactDate',
  'id',
  'createdAt',
] as const;
