import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { TemplateDto } from '../../../domain/templates/dtos.ts';
import type { templateInput, updateTemplateInput } from '../../../domain/templates/templates.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { notFound } from '../../http/app-error.ts';
import { changedFields, recordAudit, type AuditActor } from '../audit/audit.service.ts';
import { toTemplateDto } from './template-dto.ts';
import { ndaTemplates } from './templates.table.ts';

type ChangeOptions = { db: Database; actor: AuditActor; now: Date };

/**
 * Two admins making different templates the default at the same moment would each clear the
 * other's old default and both win. Whoever makes a default takes this lock first, so the second
 * one waits and then clears the first one's choice: exactly one default remains.
 */
export const DEFAULT_TEMPLATE_LOCK_KEY = 728_305_010;

const takeDefaultLock = (tx: Transaction) =>
  tx.execute(sql`select pg_advisory_xact_lock(${DEFAULT_TEMPLATE_LOCK_KEY})`);

/** Clears the default flag everywhere except `keepId`; answers the ids that lost it. */
async function clearOtherDefaults(tx: Transaction, keepId: string | null, now: Date) {
  const others = keepId ? ne(ndaTemplates.id, keepId) : undefined;
  const rows = await tx
    .update(ndaTemplates)
    .set({ isDefault: false, updatedAt: now })
    .where(and(eq(ndaTemplates.isDefault, true), others))
    .returning({ id: ndaTemplates.id });
  return rows.map((row) => row.id);
}

export async function listTemplates(options: { db: Database }): Promise<TemplateDto[]> {
  const rows = await options.db
    .select()
    .from(ndaTemplates)
    .orderBy(
      desc(ndaTemplates.isDefault),
      asc(sql`lower(${ndaTemplates.name})`),
      asc(ndaTemplates.createdAt),
    );
  return rows.map(toTemplateDto);
}

export async function createTemplate(
  options: ChangeOptions & { input: z.output<typeof templateInput> },
): Promise<TemplateDto> {
  const { actor, input, now } = options;
  return options.db.transaction(async (tx) => {
    let clearedDefaultOf: string[] = [];
    if (input.isDefault) {
      await takeDefaultLock(tx);
      clearedDefaultOf = await clearOtherDefaults(tx, null, now);
    }
    const [row] = await tx
      .insert(ndaTemplates)
      .values({ ...input, createdAt: now, updatedAt: now })
      .returning();
    await recordAudit({
      db: tx,
      actor,
      action: 'create',
      entity: 'template',
      entityId: row!.id,
      details: { name: row!.name, isDefault: row!.isDefault, clearedDefaultOf },
      at: now,
    });
    return toTemplateDto(row!);
  });
}

async function lockTemplate(tx: Transaction, id: string) {
  const [row] = await tx.select().from(ndaTemplates).where(eq(ndaTemplates.id, id)).for('update');
  if (!row) throw notFound('Template');
  return row;
}

export async function updateTemplate(
  options: ChangeOptions & { id: string; input: z.output<typeof updateTemplateInput> },
): Promise<TemplateDto> {
  const { actor, id, input, now } = options;
  return options.db.transaction(async (tx) => {
    // The advisory lock comes before any row lock, in every transaction, so they cannot deadlock.
    if (input.isDefault) await takeDefaultLock(tx);
    const before = await lockTemplate(tx, id);
    const fields = changedFields(before, input);
    if (fields.length === 0) return toTemplateDto(before);
    const becomesDefault = input.isDefault === true && !before.isDefault;
    const clearedDefaultOf = becomesDefault ? await clearOtherDefaults(tx, id, now) : [];
    const [row] = await tx
      .update(ndaTemplates)
      .set({ ...input, updatedAt: now })
      .where(eq(ndaTemplates.id, id))
      .returning();
    await recordAudit({
      db: tx,
      actor,
      action: becomesDefault ? 'set-default' : 'update',
      entity: 'template',
      entityId: id,
      details: becomesDefault ? { fields, clearedDefaultOf } : { fields },
      at: now,
    });
    return toTemplateDto(row!);
  });
}

/** Documents made from the template keep their own copy of the text; their templateId is cleared. */
export async function deleteTemplate(options: ChangeOptions & { id: string }): Promise<void> {
  const { actor, id, now } = options;
  await options.db.transaction(async (tx) => {
    const before = await lockTemplate(tx, id);
    await tx.delete(ndaTemplates).where(eq(ndaTemplates.id, id));
    await recordAudit({
      db: tx,
      actor,
      action: 'delete',
      entity: 'template',
      entityId: id,
      details: { name: before.name, wasDefault: before.isDefault },
      at: now,
    });
  });
}
