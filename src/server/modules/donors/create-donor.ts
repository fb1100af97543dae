import type { CreateDonorData } from '../../../domain/crm/donor-schemas.ts';
import type { DonorDto } from '../../../domain/crm/donor-dtos.ts';
import { todayIsoDate } from '../../../domain/common/calendar-day.ts';
import type { Database } from '../../db/client.ts';
import { recordAudit, type AuditActor } from '../audit/audit.service.ts';
import { duplicateEmailError, findDonorByEmail, isDuplicateEmailViolation } from './donor-email.ts';
import { toDonorDto } from './donor-dto.ts';
import { newDonorStatus } from './donor-status.ts';
import { donors } from './donors.table.ts';

/** POST /api/donors: the Add Donor dialog. One donor per email address (409 otherwise). */
export async function createDonor(options: {
  db: Database;
  input: CreateDonorData;
  actor: AuditActor;
  now: Date;
}): Promise<DonorDto> {
  const { input, actor, now } = options;
  try {
    return await options.db.transaction(async (tx) => {
      if (input.email && (await findDonorByEmail(tx, input.email))) throw duplicateEmailError();
      const [row] = await tx
        .insert(donors)
        .values({
          ...input,
          ...newDonorStatus(input.status, todayIsoDate(now)),
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await recordAudit({
        db: tx,
        actor,
        action: 'create',
        entity: 'donor',
        entityId: row!.id,
        at: now,
      });
      return toDonorDto(row!);
    });
  } catch (error) {
    if (isDuplicateEmailViolation(error)) throw duplicateEmailError();
    throw error;
  }
}
