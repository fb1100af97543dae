import { computeExpirationDate } from '../../../domain/documents/rules.ts';
import type { CreateDocumentData } from '../../../domain/documents/schemas.ts';
import type { DocumentDto } from '../../../domain/documents/dtos.ts';
import { PARTNER_REQUIRED_MESSAGE } from '../../../domain/documents/documents.ts';
import { todayIsoDate } from '../../../domain/common/calendar-day.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { recordAudit, type AuditActor } from '../audit/audit.service.ts';
import { partners } from '../partners/public.ts';
import { EXPIRATION_BEFORE_EFFECTIVE_MESSAGE } from './document-errors.ts';
import { fieldError } from '../../http/app-error.ts';
import { assertPartnerExists, assertTemplateExists } from './document-references.ts';
import { ndaDocuments } from './documents.table.ts';
import { getDocument } from './get-document.ts';

type Options = { db: Database; input: CreateDocumentData; actor: AuditActor; now: Date };

/** An existing partner, or a complete new one created inside the document's transaction. */
async function resolvePartner(tx: Transaction, options: Options): Promise<string> {
  const { input, actor, now } = options;
  if (input.partnerId) {
    await assertPartnerExists(tx, input.partnerId);
    return input.partnerId;
  }
  const { partnerCompany, partnerContact, partnerEmail } = input;
  if (!partnerCompany || !partnerContact || !partnerEmail) {
    throw fieldError('partnerId', PARTNER_REQUIRED_MESSAGE);
  }
  const [partner] = await tx
    .insert(partners)
    .values({
      companyName: partnerCompany,
      contactName: partnerContact,
      email: partnerEmail,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: partners.id });
  await recordAudit({
    db: tx,
    actor,
    action: 'create',
    entity: 'partner',
    entityId: partner!.id,
    details: { companyName: partnerCompany, via: 'create-nda' },
    at: now,
  });
  return partner!.id;
}

/**
 * POST /api/documents (admin spec §5). The effective date defaults to today in the
 * organisation's time zone; without an expiration date the term ends effectiveDate + duration
 * months. A new partner and the document commit together or not at all. Status starts as draft.
 */
export async function createDocument(options: Options): Promise<DocumentDto> {
  const { db, input, actor, now } = options;
  const effectiveDate = input.effectiveDate ?? todayIsoDate(now);
  const expirationDate =
    input.expirationDate ?? computeExpirationDate(effectiveDate, input.duration);
  // The schema compares the two dates only when both are typed; a defaulted effective date is
  // checked here so the answer is a 400, not a failed database constraint.
  if (expirationDate < effectiveDate) {
    throw fieldError('expirationDate', EXPIRATION_BEFORE_EFFECTIVE_MESSAGE);
  }
  return db.transaction(async (tx) => {
    const partnerId = await resolvePartner(tx, options);
    if (input.templateId) await assertTemplateExists(tx, input.templateId);
    const [document] = await tx
      .insert(ndaDocuments)
      .values({
        title: input.title,
        partnerId,
        templateId: input.templateId ?? null,
        purpose: input.purpose,
        status: 'draft',
        effectiveDate,
        expirationDate,
        duration: input.duration,
        content: input.content,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: ndaDocuments.id });
    await recordAudit({
      db: tx,
      actor,
      action: 'create',
      entity: 'document',
      entityId: document!.id,
      details: { title: input.title, partnerId, newPartner: !input.partnerId },
      at: now,
    });
    return getDocument({ db: tx, id: document!.id, now });
  });
}
