import { fieldError } from '../../http/app-error.ts';

export const PAST_EXPIRY_MESSAGE = 'Choose an expiry time in the future, or no expiry';

/**
 * The time a new link stops working, from the ISO time the admin chose (null: never). Every way
 * of handing out a link (share dialog, sending an NDA, an invitation) checks it here, so none can
 * make a link that is dead on arrival.
 */
export function linkExpiryFrom(expiresAt: string | null | undefined, now: Date): Date | null {
  if (!expiresAt) return null;
  const at = new Date(expiresAt);
  if (at <= now) throw fieldError('expiresAt', PAST_EXPIRY_MESSAGE);
  return at;
}
