import {
  CODE_MAX_ATTEMPTS,
  CODE_MAX_ATTEMPTS_PER_NETWORK,
  CODE_WINDOW_MS,
  WRONG_PASSCODE_MESSAGE,
  tooManyCodesMessage,
  type VisitorPassDto,
} from '../../../domain/sharing/link-protection.ts';
import type { Database } from '../../db/client.ts';
import { AppError, fieldError } from '../../http/app-error.ts';
import { verifyPassword } from '../auth/password.ts';
import { countAttempt, refundAttempt } from '../rate-limits/count-attempt.ts';
import { networkOf } from '../rate-limits/network-of.ts';
import { requireUsableShareLink } from './find-usable-share-link.ts';
import { toVisitorPassDto } from './visitor-pass-dto.ts';
import { grantVisitorPass } from './visitor-passes.ts';

export const NO_PASSCODE_MESSAGE = 'This link has no passcode.';

/**
 * POST /api/shared/:token/passcode. Each try is counted BEFORE the passcode is checked (ADR 031),
 * per link and network and per network over every link, so however many arrive at once, at most
 * CODE_MAX_ATTEMPTS are ever checked; the rest get a 429. A right passcode takes its try back and
 * records the passcode on the device's pass (a new pass when it brought none).
 */
export async function checkLinkPasscode(options: {
  db: Database;
  token: string;
  passcode: string;
  passToken: string | undefined;
  ipAddress: string;
  now: Date;
}): Promise<VisitorPassDto> {
  const { db, now } = options;
  const link = await requireUsableShareLink({ db, token: options.token, now });
  if (link.passcodeHash === null) throw new AppError(409, NO_PASSCODE_MESSAGE);
  const network = networkOf(options.ipAddress);
  const counted = await countAttempt({
    db,
    limits: [
      { key: `passcode:${link.id}:${network}`, limit: CODE_MAX_ATTEMPTS, windowMs: CODE_WINDOW_MS },
      {
        key: `code-network:${network}`,
        limit: CODE_MAX_ATTEMPTS_PER_NETWORK,
        windowMs: CODE_WINDOW_MS,
      },
    ],
    now,
    refusal: tooManyCodesMessage,
  });
  // The dialog trims the passcode it stores; a pasted one may bring spaces.
  if (!(await verifyPassword(link.passcodeHash, options.passcode.trim()))) {
    throw fieldError('passcode', WRONG_PASSCODE_MESSAGE);
  }
  await refundAttempt({ db, counted });
  const granted = await grantVisitorPass({
    db,
    link,
    passToken: options.passToken,
    proved: { passcode: true },
    now,
  });
  return toVisitorPassDto(link, granted);
}
