import {
  SHARE_EXPIRY_DAYS_OPTIONS,
  SHARE_EXPIRY_NEVER,
  type ShareExpiryChoice,
} from './sharing.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The expiry choices of every form that hands out a link (share dialog, Send, invitations), in
 * the order shown (admin spec §9: 1, 7 or 30 days, or never).
 */
export const EXPIRY_CHOICES: readonly ShareExpiryChoice[] = [
  ...SHARE_EXPIRY_DAYS_OPTIONS,
  SHARE_EXPIRY_NEVER,
];

export const expiryLabel = (choice: ShareExpiryChoice) =>
  choice === SHARE_EXPIRY_NEVER ? 'Never' : `${choice} ${choice === 1 ? 'day' : 'days'}`;

/** A <select> value back to the choice it stands for; anything unknown means "never". */
export function parseExpiryChoice(value: string): ShareExpiryChoice {
  const days = Number(value);
  return (SHARE_EXPIRY_DAYS_OPTIONS as readonly number[]).includes(days)
    ? (days as ShareExpiryChoice)
    : SHARE_EXPIRY_NEVER;
}

/** The ISO time a link chosen now should stop working, or null for "never". */
export function expiresAtFor(choice: ShareExpiryChoice, now: Date = new Date()): string | null {
  if (choice === SHARE_EXPIRY_NEVER) return null;
  return new Date(now.getTime() + choice * DAY_MS).toISOString();
}
