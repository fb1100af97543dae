import {
  WRONG_CODE_MESSAGE,
  type VisitorPassDto,
} from '../../../domain/sharing/link-protection.ts';
import type { Database } from '../../db/client.ts';
import { fieldError } from '../../http/app-error.ts';
import { useOneTimeCode } from '../one-time-codes/one-time-codes.service.ts';
import { requireEmailLink } from './mail-link-code.ts';
import { toVisitorPassDto } from './visitor-pass-dto.ts';
import { grantVisitorPass } from './visitor-passes.ts';

/**
 * POST /api/shared/:token/email-code/check. The allow-list is asked again (it may have been a
 * different link's, or changed); the code is counted before it is checked and used up by the
 * check that matches it (useOneTimeCode). A right code records the address on the device's pass.
 */
export async function checkLinkCode(options: {
  db: Database;
  token: string;
  email: string;
  code: string;
  passToken: string | undefined;
  ipAddress: string;
  now: Date;
}): Promise<VisitorPassDto> {
  const { db, email, now } = options;
  const link = await requireEmailLink({ db, token: options.token, email, now });
  const isRight = await useOneTimeCode({
    db,
    subject: { purpose: 'share-link', subjectId: link.id, email },
    code: options.code,
    ipAddress: options.ipAddress,
    now,
  });
  if (!isRight) throw fieldError('code', WRONG_CODE_MESSAGE);
  const granted = await grantVisitorPass({
    db,
    link,
    passToken: options.passToken,
    proved: { email },
    now,
  });
  return toVisitorPassDto(link, granted);
}
