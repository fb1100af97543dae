import type { LinkGateDto } from '../../../domain/sharing/link-protection.ts';
import type { Database } from '../../db/client.ts';
import { requireUsableShareLink } from './find-usable-share-link.ts';
import {
  findVisitorPass,
  linkGate,
  recordHeartbeat,
  requireLinkVisitor,
} from './visitor-passes.ts';

/** GET /api/shared/:token/gate: what the link still asks of this device. Counts nothing. */
export async function readLinkGate(options: {
  db: Database;
  token: string;
  passToken: string | undefined;
  now: Date;
}): Promise<LinkGateDto> {
  const { db, now } = options;
  const link = await requireUsableShareLink({ db, token: options.token, now });
  const pass = await findVisitorPass({ db, link, passToken: options.passToken, now });
  return linkGate(link, pass);
}

/**
 * POST /api/shared/:token/heartbeat: the page is on screen. The link's protections must be met;
 * time is added to the device's pass (bounded on the server, visitor-passes.ts) when it sends one.
 * A signed-in admin's preview is let through and adds nothing.
 */
export async function recordLinkHeartbeat(options: {
  db: Database;
  token: string;
  passToken: string | undefined;
  isStaffPreview: () => Promise<boolean>;
  now: Date;
}): Promise<void> {
  const { db, now } = options;
  const link = await requireUsableShareLink({ db, token: options.token, now });
  if (await options.isStaffPreview()) return;
  const { pass } = await requireLinkVisitor({ db, link, passToken: options.passToken, now });
  if (pass) await recordHeartbeat({ db, pass, now });
}
