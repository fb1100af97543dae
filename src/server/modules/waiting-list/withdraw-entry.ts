import { eq } from 'drizzle-orm';
import type { WaitingListStatusDto } from '../../../domain/waiting-list/dtos.ts';
import type { WaitingListStatus } from '../../../domain/waiting-list/waiting-list.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { STATUS_LINK_ACTOR } from './family-actor.ts';
import { findEntryByToken } from './find-entry-by-token.ts';
import { enqueueStatusMail } from './status-mail.ts';
import { toWaitingListStatusDto } from './waiting-list-dto.ts';
import { waitingList } from './waiting-list.table.ts';

/** A family may leave while waiting or invited; after that the decision is the school's. */
const CLOSED_MESSAGES: Partial<Record<WaitingListStatus, string>> = {
  enrolled:
    'This student is already enrolled, so the application cannot be withdrawn here. Please contact the school.',
  declined:
    'This application is already closed, so there is nothing to withdraw. Please contact the school with any questions.',
};

/** A withdrawn application has no place and no invitation. */
const CLOSED_FACTS = { ranking: null, contactBy: null };

/**
 * POST /api/waiting-list/status/:token/withdraw. Withdrawing twice is harmless: the second time
 * answers the same withdrawn status and sends no second mail. The row lock orders it against a
 * staff change at the same moment. The mail confirming it asks the family to write to us if they
 * did not ask for it: anyone holding the link can withdraw.
 */
export async function withdrawWaitingListEntry(options: {
  db: Database;
  token: string;
  now: Date;
  supportEmail: string;
  supportPhone: string;
  canDeliverMail: boolean;
}): Promise<WaitingListStatusDto> {
  const { token, now } = options;
  return options.db.transaction(async (tx) => {
    const before = await findEntryByToken(tx, token, { forUpdate: true });
    if (before.status === 'withdrawn') return toWaitingListStatusDto(before, CLOSED_FACTS);
    const closed = CLOSED_MESSAGES[before.status];
    if (closed) throw new AppError(409, closed);
    const [row] = await tx
      .update(waitingList)
      .set({ status: 'withdrawn', updatedAt: now })
      .where(eq(waitingList.id, before.id))
      .returning();
    await recordAudit({
      db: tx,
      actor: STATUS_LINK_ACTOR,
      action: 'withdraw',
      entity: 'waiting_list',
      entityId: before.id,
      details: {
        campus: before.campus,
        changes: { status: { from: before.status, to: 'withdrawn' } },
      },
      at: now,
    });
    await enqueueStatusMail({
      db: tx,
      entry: row!,
      supportEmail: options.supportEmail,
      supportPhone: options.supportPhone,
      canDeliverMail: options.canDeliverMail,
      now,
    });
    return toWaitingListStatusDto(row!, CLOSED_FACTS);
  });
}
