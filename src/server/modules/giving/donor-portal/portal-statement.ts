import { AppError } from '../../../http/app-error.ts';
import type { Database } from '../../../db/client.ts';
import { recordExport } from '../../audit/audit.service.ts';
import { buildStatement } from '../../donors/stewardship/giving-statement.ts';
import { findDonorByToken } from './manage-token.ts';
import { DONOR_PORTAL_ACTOR } from './portal-actor.ts';

/**
 * GET /api/giving/manage/:token/statements/:year.pdf: the yearly giving statement staff would
 * send, made now from the CRM's gifts. Only for a year that had gifts (the page lists those).
 * Nothing is marked sent; the download is in the audit log, as staff's previews are.
 */
export async function downloadPortalStatement(options: {
  db: Database;
  token: string;
  year: number;
  now: Date;
}): Promise<{ pdf: Uint8Array; filename: string }> {
  const { db, year, now } = options;
  const donor = await findDonorByToken(db, options.token, now);
  const period = { from: `${year}-01-01`, to: `${year}-12-31` };
  const { gifts, pdf, filename } = await buildStatement(db, donor, period, now);
  if (gifts.length === 0) {
    throw new AppError(
      404,
      `There were no gifts in ${year}, so there is no statement for that year.`,
    );
  }
  await recordExport({
    db,
    actor: DONOR_PORTAL_ACTOR,
    entity: 'donor',
    entityId: donor.id,
    format: 'pdf',
    details: { letter: 'statement-by-donor', ...period, gifts: gifts.length },
    at: now,
  });
  return { pdf, filename };
}
