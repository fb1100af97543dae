import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { recordAudit, type AuditActor } from '../audit/audit.service.ts';
import { lockCampaigns, lockDonor, refreshCampaignRaised } from './donor-rollups.ts';
import { donors } from './donors.table.ts';
import { donations } from './donations/donations.table.ts';

/**
 * DELETE /api/donors/:id. Donations, interactions, letters and campaign recipients go with the
 * donor (foreign keys cascade, as the spec says); the campaigns they gave to are refreshed.
 */
export async function deleteDonor(options: {
  db: Database;
  id: string;
  actor: AuditActor;
  now: Date;
}): Promise<void> {
  const { id, actor, now } = options;
  await options.db.transaction(async (tx) => {
    await lockDonor(tx, id);
    const gifts = await tx
      .selectDistinct({ campaignId: donations.campaignId })
      .from(donations)
      .where(eq(donations.donorId, id));
    const campaignIds = gifts.map((gift) => gift.campaignId);
    await lockCampaigns(tx, campaignIds);
    await tx.delete(donors).where(eq(donors.id, id));
    await refreshCampaignRaised(tx, campaignIds);
    // No name in the log: the donor asked to be forgotten, perhaps.
    await recordAudit({ db: tx, actor, action: 'delete', entity: 'donor', entityId: id, at: now });
  });
}
