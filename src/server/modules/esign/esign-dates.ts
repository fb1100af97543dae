const DAY_MS = 86_400_000;

/** Whole days later: link expiry, reminders and the signed-copy window count in days. */
export const addDays = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS);

/** 2026-01-15 09:00:00 UTC: the certificate and the signature block state times in UTC. */
export const formatUtc = (date: Date) => `${date.toISOString().slice(0, 19).replace('T', ' ')} UTC`;
