import { randomUUID } from 'node:crypto';
import { computeExpirationDate } from '../../domain/documents/rules.ts';
import type { Database, Transaction } from '../db/client.ts';
import { type NewNdaDocument } from '../modules/documents/documents.table.ts';
import { ndaDocuments } from '../modules/documents/public.ts';
import { type NewPartner } from '../modules/partners/partners.table.ts';
import { partners } from '../modules/partners/public.ts';
import { type NewNdaTemplate } from '../modules/templates/templates.table.ts';
import { ndaTemplates } from '../modules/templates/public.ts';

/**
 * Row factories shared by the tests and the demo data, so both exercise the same shapes.
 * Every call gets unique values unless the caller overrides them.
 */
type Db = Database | Transaction;
const unique = () => randomUUID().slice(0, 8);

export async function createPartner(db: Db, overrides: Partial<NewPartner> = {}) {
  const id = unique();
  const [row] = await db
    .insert(partners)
    .values({
      companyName: `Partner Company ${id}`,
      contactName: `Contact ${id}`,
      email: `contact-${id}@example.org`,
      phone: '(555) 010-0000',
      address: '100 Example Street, Houston, TX 77001',
      ...overrides,
    })
    .returning();
  return row!;
}

export async function createTemplate(db: Db, overrides: Partial<NewNdaTemplate> = {}) {
  const [row] = await db
    .insert(ndaTemplates)
    .values({
      name: `Template ${unique()}`,
      content:
        'This agreement between [COMPANY] and [PARTNER] starts on [EFFECTIVE_DATE] and lasts ' +
        '[DURATION] months. Purpose: [PURPOSE].',
      ...overrides,
    })
    .returning();
  return row!;
}

/**
 * A document row. Like the API, it gets an expiration date of effectiveDate + duration months
 * unless one (or null) is given.
 */
export async function createDocument(
  db: Db,
  overrides: Partial<NewNdaDocument> & { partnerId?: string } = {},
) {
  const partnerId = overrides.partnerId ?? (await createPartner(db)).id;
  const effectiveDate = overrides.effectiveDate ?? '2026-01-15';
  const duration = overrides.duration ?? 12;
  const [row] = await db
    .insert(ndaDocuments)
    .values({
      title: `Non-Disclosure Agreement ${unique()}`,
      purpose: 'Discussing a possible partnership',
      content: 'Both parties keep shared information confidential.',
      expirationDate: computeExpirationDate(effectiveDate, duration),
      ...overrides,
      effectiveDate,
      duration,
      partnerId,
    })
    .returning();
  return row!;
}
