/**
 * Whether a virtual tour of `month` (YYYY-MM) has taken place on `today` (YYYY-MM-DD). A tour is
 * bookable until its month is over: the day in the month is not fixed yet, so a family may still
 * ask on its last day.
 */
export const hasTakenPlace = (month: string, today: string): boolean => month < today.slice(0, 7);
