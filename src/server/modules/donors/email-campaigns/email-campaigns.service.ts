import { desc, eq } from 'drizzle-orm';
import type {
  EmailCampaignData,
  UpdateEmailCampaignData,
} from '../../../../domain/crm/outreach-schemas.ts';
import type { EmailCampaignDto } from '../../../../domain/crm/email-campaign-dtos.ts';
import type { Database, Transaction } from '../../../db/client.ts';
import { AppError, fieldError, notFound } from '../../../http/app-error.ts';
import { changedFields, recordAudit, type AuditActor } from '../../audit/audit.service.ts';
import { emailCampaigns, type EmailCampaign } from '../donors.table.ts';
import { selectEmailCampaigns } from './campaign-delivery.ts';
import { toEmailCampaignDto, toEmailCampaignDtoWithDelivery } from './email-campaign-dto.ts';
import { countSegment } from './segment.ts';

type ChangeOptions = { db: Database; actor: AuditActor; now: Date };

export async function listEmailCampaigns(options: { db: Database }): Promise<EmailCampaignDto[]> {
  const rows = await selectEmailCampaigns(options.db).orderBy(
    desc(emailCampaigns.createdAt),
    desc(emailCampaigns.id),
  );
  return rows.map(toEmailCampaignDtoWithDelivery);
}

export async function getEmailCampaign(options: {
  db: Database | Transaction;
  id: string;
}): Promise<EmailCampaignDto> {
  const [row] = await selectEmailCampaigns(options.db).where(eq(emailCampaigns.id, options.id));
  if (!row) throw notFound('This email campaign');
  return toEmailCampaignDtoWithDelivery(row);
}

export async function lockEmailCampaign(tx: Transaction, id: string): Promise<EmailCampaign> {
  const [row] = await tx
    .select()
    .from(emailCampaigns)
    .where(eq(emailCampaigns.id, id))
    .for('update');
  if (!row) throw notFound('This email campaign');
  return row;
}

const requireStatus = (row: EmailCampaign, allowed: EmailCampaign['status'][], doing: string) => {
  if (!allowed.includes(row.status)) {
    throw new AppError(
      409,
      `This campaign is ${row.status}: only ${allowed.join(' or ')} campaigns can be ${doing}.`,
    );
  }
};

/** recipientCount of a draft is the segment's size when it was last saved. */
export async function createEmailCampaign(
  options: ChangeOptions & { input: EmailCampaignData },
): Promise<EmailCampaignDto> {
  const { actor, input, now } = options;
  return options.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(emailCampaigns)
      .values({
        ...input,
        recipientCount: await countSegment(tx, input.segment),
        createdBy: actor.id,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await recordAudit({
      db: tx,
      actor,
      action: 'create',
      entity: 'email_campaign',
      entityId: row!.id,
      at: now,
    });
    return toEmailCampaignDto(row!);
  });
}

export async function updateEmailCampaign(
  options: ChangeOptions & { id: string; input: UpdateEmailCampaignData },
): Promise<EmailCampaignDto> {
  const { actor, id, input, now } = options;
  return options.db.transaction(async (tx) => {
    const before = await lockEmailCampaign(tx, id);
    requireStatus(before, ['draft'], 'edited');
    const fields = changedFields(before, input).filter(
      (field) =>
        field !== 'segment' || JSON.stringify(input.segment) !== JSON.stringify(before.segment),
    );
    if (fields.length === 0) return toEmailCampaignDto(before);
    const segment = input.segment ?? before.segment;
    const [row] = await tx
      .update(emailCampaigns)
      .set({ ...input, recipientCount: await countSegment(tx, segment), updatedAt: now })
      .where(eq(emailCampaigns.id, id))
      .returning();
    await recordAudit({
      db: tx,
      actor,
      action: 'update',
      entity: 'email_campaign',
      entityId: id,
      details: { fields },
      at: now,
    });
    return toEmailCampaignDto(row!);
  });
}

export async function deleteEmailCampaign(options: ChangeOptions & { id: string }): Promise<void> {
  const { actor, id, now } = options;
  await options.db.transaction(async (tx) => {
    const before = await lockEmailCampaign(tx, id);
    requireStatus(before, ['draft'], 'deleted');
    await tx.delete(emailCampaigns).where(eq(emailCampaigns.id, id));
    await recordAudit({
      db: tx,
      actor,
      action: 'delete',
      entity: 'email_campaign',
      entityId: id,
      details: { name: before.name },
      at: now,
    });
  });
}

/** draft → scheduled: the scheduler sends it once `scheduledFor` has come. */
export async function scheduleEmailCampaign(
  options: ChangeOptions & { id: string; scheduledFor: string },
): Promise<EmailCampaignDto> {
  const { actor, id, now } = options;
  const scheduledFor = new Date(options.scheduledFor);
  if (scheduledFor.getTime() <= now.getTime()) {
    throw fieldError('scheduledFor', 'Choose a time in the future, or send the campaign now');
  }
  return options.db.transaction(async (tx) => {
    const before = await lockEmailCampaign(tx, id);
    requireStatus(before, ['draft'], 'scheduled');
    const [row] = await tx
      .update(emailCampaigns)
      .set({
        status: 'scheduled',
        scheduledFor,
        recipientCount: await countSegment(tx, before.segment),
        updatedAt: now,
      })
      .where(eq(emailCampaigns.id, id))
      .returning();
    await recordAudit({
      db: tx,
      actor,
      action: 'schedule',
      entity: 'email_campaign',
      entityId: id,
      details: { scheduledFor: scheduledFor.toISOString() },
      at: now,
    });
    return toEmailCampaignDto(row!);
  });
}

/** scheduled → draft, to edit or to cancel the send. */
export async function unscheduleEmailCampaign(
  options: ChangeOptions & { id: string },
): Promise<EmailCampaignDto> {
  const { actor, id, now } = options;
  return options.db.transaction(async (tx) => {
    const before = await lockEmailCampaign(tx, id);
    requireStatus(before, ['scheduled'], 'unscheduled');
    const [row] = await tx
      .update(emailCampaigns)
      .set({ status: 'draft', scheduledFor: null, updatedAt: now })
      .where(eq(emailCampaigns.id, id))
      .returning();
    await recordAudit({
      db: tx,
      actor,
      action: 'unschedule',
      entity: 'email_campaign',
      entityId: id,
      at: now,
    });
    return toEmailCampaignDto(row!);
  });
}
