const DAY_MS = 86_400_000;

/** Whole days later: link expiry, reminders and the signed-copy window count in days. */
export const addDays = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS);
