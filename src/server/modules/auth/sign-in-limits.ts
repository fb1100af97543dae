import {
  LOGIN_FAILURE_WINDOW_MS,
  LOGIN_MAX_FAILURES,
  LOGIN_MAX_FAILURES_PER_ACCOUNT,
  LOGIN_MAX_FAILURES_PER_ADDRESS,
} from '../../../domain/auth/admin-session.ts';
import type { Database } from '../../db/client.ts';
import { countAttempt, refundAttempt, type CountedAttempt } from '../rate-limits/count-attempt.ts';
import { networkOf } from '../rate-limits/network-of.ts';
import { clearRateLimit } from '../rate-limits/rate-limits.service.ts';

const windowMs = LOGIN_FAILURE_WINDOW_MS;

/**
 * Counts a password sign-in before the password is checked (ADR 031), narrowest limit first:
 * the username from this network, then this network over every username, then the username
 * over every network. Known and unknown usernames are counted alike.
 */
export function countSignInAttempt(options: {
  db: Database;
  username: string;
  ipAddress: string;
  now: Date;
}): Promise<CountedAttempt> {
  const account = options.username.trim().toLowerCase();
  const network = networkOf(options.ipAddress);
  return countAttempt({
    db: options.db,
    limits: [
      { key: `login:${account}:${network}`, limit: LOGIN_MAX_FAILURES, windowMs },
      { key: `login-network:${network}`, limit: LOGIN_MAX_FAILURES_PER_ADDRESS, windowMs },
      { key: `login-account:${account}`, limit: LOGIN_MAX_FAILURES_PER_ACCOUNT, windowMs },
    ],
    now: options.now,
    refusal: (retry) => `Too many failed sign-in attempts. Please wait ${retry} and try again.`,
  });
}

/**
 * After the right password: this username starts again from this network (a person's own typos
 * are forgiven), and the attempt is taken back off the wider counters, whose other attempts stay.
 */
export async function forgiveSignInAttempt(options: {
  db: Database;
  counted: CountedAttempt;
}): Promise<void> {
  const [own, ...wider] = options.counted;
  if (own) await clearRateLimit({ db: options.db, key: own.key });
  await refundAttempt({ db: options.db, counted: wider });
}
