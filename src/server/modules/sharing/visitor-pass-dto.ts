import type { VisitorPassDto } from '../../../domain/sharing/link-protection.ts';
import type { ShareLink, ShareVisitorPass } from './sharing.table.ts';
import { linkGate } from './visitor-passes.ts';

/** The answer of a passcode or code accepted: the token to keep, until when, what is still asked. */
export const toVisitorPassDto = (
  link: ShareLink,
  granted: { token: string; pass: ShareVisitorPass },
): VisitorPassDto => ({
  visitorPass: granted.token,
  expiresAt: granted.pass.expiresAt.toISOString(),
  gate: linkGate(link, granted.pass),
});
