import { eq } from 'drizzle-orm';
import type { PartnerDto } from '../../../domain/partners/dtos.ts';
import type { Database } from '../../db/client.ts';
import { recordAudit, type AuditActor } from '../audit/audit.service.ts';
import { toPartnerDto } from './partner-dto.ts';
import { lockPartner } from './partners.service.ts';
import { partners } from './partners.table.ts';

/**
 * POST /api/partners/:id/archive and /restore. An archived partner leaves the lists
 * the pickers read and takes no new NDA; its NDAs, their history and its page stay. Doing it
 * twice changes nothing and records nothing.
 */
export async function setPartnerArchived(options: {
  db: Database;
  id: string;
  isArchived: boolean;
  actor: AuditActor;
  now: Date;
}): Promise<PartnerDto> {
  const { id, isArchived, actor, now } = options;
  return options.db.transaction(async (tx) => {
    const before = await lockPartner(tx, id);
    if (Boolean(before.archivedAt) === isArchived) return toPartnerDto(before);
    const [row] = await tx
      .update(partners)
      .set({ archivedAt: isArchived ? now : null, updatedAt: now })
      .where(eq(partners.id, id))
      .returning();
    await recordAudit({
      db: tx,
      actor,
      action: isArchived ? 'archive' : 'restore',
      entity: 'partner',
      entityId: id,
      details: { companyName: before.companyName },
      at: now,
    });
    return toPartnerDto(row!);
  });
}
