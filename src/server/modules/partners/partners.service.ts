import { asc, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { PartnerDetailDto, PartnerDto } from '../../../domain/partners/dtos.ts';
import type {
  PartnerListQuery,
  partnerInput,
  updatePartnerInput,
} from '../../../domain/partners/partners.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import { changedFields, recordAudit, type AuditActor } from '../audit/audit.service.ts';
import { ndaDocuments } from '../documents/public.ts';
import { toPartnerDetailDto, toPartnerDto } from './partner-dto.ts';
import { partners } from './partners.table.ts';

type ChangeOptions = { db: Database; actor: AuditActor; now: Date };

/** The active partners (what the pickers offer), or the archived ones. */
export async function listPartners(options: {
  db: Database;
  status?: NonNullable<PartnerListQuery['status']>;
}): Promise<PartnerDto[]> {
  const archived = options.status === 'archived';
  const rows = await options.db
    .select()
    .from(partners)
    .where(archived ? isNotNull(partners.archivedAt) : isNull(partners.archivedAt))
    .orderBy(asc(sql`lower(${partners.companyName})`), asc(partners.createdAt));
  return rows.map(toPartnerDto);
}

export async function createPartner(
  options: ChangeOptions & { input: z.output<typeof partnerInput> },
): Promise<PartnerDto> {
  const { actor, input, now } = options;
  return options.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(partners)
      .values({ ...input, createdAt: now, updatedAt: now })
      .returning();
    await recordAudit({
      db: tx,
      actor,
      action: 'create',
      entity: 'partner',
      entityId: row!.id,
      details: { companyName: row!.companyName },
      at: now,
    });
    return toPartnerDto(row!);
  });
}

export async function getPartnerDetail(options: {
  db: Database;
  id: string;
}): Promise<PartnerDetailDto> {
  const { db, id } = options;
  const [row] = await db.select().from(partners).where(eq(partners.id, id));
  if (!row) throw notFound('Partner');
  const documents = await db
    .select({
      id: ndaDocuments.id,
      title: ndaDocuments.title,
      status: ndaDocuments.status,
      effectiveDate: ndaDocuments.effectiveDate,
      expirationDate: ndaDocuments.expirationDate,
      duration: ndaDocuments.duration,
    })
    .from(ndaDocuments)
    .where(eq(ndaDocuments.partnerId, id))
    .orderBy(desc(ndaDocuments.createdAt), desc(ndaDocuments.id));
  return toPartnerDetailDto(row, documents);
}

export async function lockPartner(tx: Transaction, id: string) {
  const [row] = await tx.select().from(partners).where(eq(partners.id, id)).for('update');
  if (!row) throw notFound('Partner');
  return row;
}

export async function updatePartner(
  options: ChangeOptions & { id: string; input: z.output<typeof updatePartnerInput> },
): Promise<PartnerDto> {
  const { actor, id, input, now } = options;
  return options.db.transaction(async (tx) => {
    const before = await lockPartner(tx, id);
    const fields = changedFields(before, input);
    if (fields.length === 0) return toPartnerDto(before);
    const [row] = await tx
      .update(partners)
      .set({ ...input, updatedAt: now })
      .where(eq(partners.id, id))
      .returning();
    await recordAudit({
      db: tx,
      actor,
      action: 'update',
      entity: 'partner',
      entityId: id,
      details: { fields },
      at: now,
    });
    return toPartnerDto(row!);
  });
}

const describeNdaCount = (count: number) => (count === 1 ? '1 NDA' : `${count} NDAs`);

/**
 * Refused while the partner has documents: an NDA without its counterparty makes no sense, and
 * archiving (archive-partner.ts) is the way to put such a partner away. The row lock makes a
 * document created at the same moment wait, so the count cannot go stale.
 */
export async function deletePartner(options: ChangeOptions & { id: string }): Promise<void> {
  const { actor, id, now } = options;
  await options.db.transaction(async (tx) => {
    const before = await lockPartner(tx, id);
    const [usage] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(ndaDocuments)
      .where(eq(ndaDocuments.partnerId, id));
    const count = usage?.count ?? 0;
    if (count > 0) {
      throw new AppError(
        409,
        `This partner still has ${describeNdaCount(count)}, so it cannot be deleted. Archive it ` +
          'instead: it leaves the partner lists and keeps its NDAs and history.',
      );
    }
    await tx.delete(partners).where(eq(partners.id, id));
    await recordAudit({
      db: tx,
      actor,
      action: 'delete',
      entity: 'partner',
      entityId: id,
      details: { companyName: before.companyName },
      at: now,
    });
  });
}
