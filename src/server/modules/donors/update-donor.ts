import { eq } from 'drizzle-orm';
import type { DonorDto } from '../../../domain/crm/donor-dtos.ts';
import type { UpdateDonorData } from '../../../domain/crm/donor-schemas.ts';
import { staffStageChange } from '../../../domain/crm/donor-status.ts';
import { todayIsoDate } from '../../../domain/common/calendar-day.ts';
import type { Database } from '../../db/client.ts';
import { changedFields, recordAudit, type AuditActor } from '../audit/audit.service.ts';
import { duplicateEmailError, findDonorByEmail, isDuplicateEmailViolation } from './donor-email.ts';
import { toDonorDto } from './donor-dto.ts';
import { lockDonor } from './donor-rollups.ts';
import { refreshDonorStatus } from './donor-status.ts';
import { donors } from './donors.table.ts';

/** PATCH /api/donors/:id. The audit log names the changed fields, not their (personal) values. */
export async function updateDonor(options: {
  db: Database;
  id: string;
  input: UpdateDonorData;
  actor: AuditActor;
  now: Date;
}): Promise<DonorDto> {
  const { id, input, actor, now } = options;
  try {
    return await options.db.transaction(async (tx) => {
      const before = await lockDonor(tx, id);
      if (input.email && (await findDonorByEmail(tx, input.email, id))) {
        throw duplicateEmailError();
      }
      // The status is derived: what staff ask for is a stage, or none (staffStageChange).
      const { status: requested, ...details } = input;
      const stage = staffStageChange(before.status, requested, todayIsoDate(now));
      // Arrays compare by content: re-sending the same interests is not a change.
      const fields = changedFields(before, details).filter(
        (field) => field !== 'interests' || input.interests!.join() !== before.interests.join(),
      );
      if (stage) fields.push('status');
      if (fields.length === 0) return toDonorDto(before);
      await tx
        .update(donors)
        .set({ ...details, ...stage, updatedAt: now })
        .where(eq(donors.id, id));
      if (stage) await refreshDonorStatus(tx, id, now);
      const [row] = await tx.select().from(donors).where(eq(donors.id, id));
      await recordAudit({
        db: tx,
        actor,
        action: 'update',
        entity: 'donor',
        entityId: id,
        details: { fields },
        at: now,
      });
      return toDonorDto(row!);
    });
  } catch (error) {
    if (isDuplicateEmailViolation(error)) throw duplicateEmailError();
    throw error;
  }
}
