import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { isStaffVisit } from './is-staff-visit.ts';
import type { ShareLink } from './sharing.table.ts';
import { isProtected, requireLinkVisitor, type LinkVisitor } from './visitor-passes.ts';

const NOBODY_KNOWN: LinkVisitor = { pass: undefined, email: null };

/**
 * The gate of a link holder's read or write beside the view (comments, activity, edits, ADR 049):
 * the visitor as their pass names them, or the 403 that says what the link still asks. An open
 * link without a pass costs no lookup. A signed-in admin checking the link (the shared page sends
 * their session) is let through unnamed, as the view lets their preview through; their session
 * is looked up only when the gate would refuse.
 */
export async function admitLinkVisitor(options: {
  db: Database;
  link: ShareLink;
  passToken: string | undefined;
  authorization: string | undefined;
  now: Date;
}): Promise<LinkVisitor> {
  const { db, link, passToken, now } = options;
  if (!isProtected(link) && !passToken) return NOBODY_KNOWN;
  try {
    return await requireLinkVisitor({ db, link, passToken, now });
  } catch (error) {
    const isRefused = error instanceof AppError && error.statusCode === 403;
    if (isRefused && (await isStaffVisit({ db, authorization: options.authorization, now }))) {
      return NOBODY_KNOWN;
    }
    throw error;
  }
}
