import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { partners } from '../partners/public.ts';
import { ndaTemplates } from '../templates/public.ts';
import { ARCHIVED_PARTNER_MESSAGE } from '../../../domain/partners/partners.ts';
import { UNKNOWN_PARTNER_MESSAGE, UNKNOWN_TEMPLATE_MESSAGE } from './document-errors.ts';
import { fieldError } from '../../http/app-error.ts';

/**
 * Checked inside the transaction of the change, so the answer is a 400 on the field rather than
 * a foreign-key failure. `for share` keeps the row from being deleted, or archived, until the
 * change commits. An archived partner takes no new NDAs.
 */
export async function assertPartnerExists(
  tx: Transaction,
  partnerId: string,
  message = UNKNOWN_PARTNER_MESSAGE,
): Promise<void> {
  const [row] = await tx
    .select({ id: partners.id, archivedAt: partners.archivedAt })
    .from(partners)
    .where(eq(partners.id, partnerId))
    .for('share');
  if (!row) throw fieldError('partnerId', message);
  if (row.archivedAt) throw fieldError('partnerId', ARCHIVED_PARTNER_MESSAGE);
}

export async function assertTemplateExists(tx: Transaction, templateId: string): Promise<void> {
  const [row] = await tx
    .select({ id: ndaTemplates.id })
    .from(ndaTemplates)
    .where(eq(ndaTemplates.id, templateId))
    .for('share');
  if (!row) throw fieldError('templateId', UNKNOWN_TEMPLATE_MESSAGE);
}
