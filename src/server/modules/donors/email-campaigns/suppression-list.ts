import { asc, desc, eq, sql } from 'drizzle-orm';
import type { CsvValue } from '../../../../domain/common/csv.ts';
import type { EmailSuppressionDto } from '../../../../domain/crm/email-suppression.ts';
import type { Database } from '../../../db/client.ts';
import { notFound } from '../../../http/app-error.ts';
import { recordAudit, type AuditActor } from '../../audit/audit.service.ts';
import { donors } from '../donors.table.ts';
import { emailSuppressions } from './email-suppressions.table.ts';
import { suppressDonor } from './unsubscribe.ts';

/** Every donor who gets no campaign mail (or the one asked for), newest first. */
export async function listEmailSuppressions(
  db: Database,
  donorId?: string,
): Promise<EmailSuppressionDto[]> {
  const rows = await db
    .select({
      donorId: emailSuppressions.donorId,
      donorName: sql<string>`${donors.firstName} || ' ' || ${donors.lastName}`,
      email: sql<string | null>`coalesce(${emailSuppressions.email}, ${donors.email})`,
      source: emailSuppressions.source,
      unsubscribedAt: emailSuppressions.unsubscribedAt,
    })
    .from(emailSuppressions)
    .innerJoin(donors, eq(donors.id, emailSuppressions.donorId))
    .where(donorId ? eq(emailSuppressions.donorId, donorId) : undefined)
    .orderBy(desc(emailSuppressions.unsubscribedAt), asc(emailSuppressions.donorId));
  return rows.map((row) => ({ ...row, unsubscribedAt: row.unsubscribedAt.toISOString() }));
}

export const SUPPRESSION_CSV_COLUMNS = [
  'donorName',
  'email',
  'unsubscribedAt',
  'source',
  'donorId',
] as const;

export async function suppressionsCsvRows(db: Database): Promise<CsvValue[][]> {
  const rows = await listEmailSuppressions(db);
  return [
    [...SUPPRESSION_CSV_COLUMNS],
    ...rows.map((row) => SUPPRESSION_CSV_COLUMNS.map((column) => row[column])),
  ];
}

/**
 * Staff record a donor's request (by phone, letter or a reply) to get no more campaign mail.
 * There is no staff action to undo it: only the donor, from the link in a campaign mail, can
 * subscribe again.
 */
export async function staffSuppressDonor(options: {
  db: Database;
  donorId: string;
  source: 'staff' | 'reply';
  actor: AuditActor;
  now: Date;
}): Promise<EmailSuppressionDto> {
  const { db, donorId, source, actor, now } = options;
  const [donor] = await db
    .select({ email: donors.email })
    .from(donors)
    .where(eq(donors.id, donorId));
  if (!donor) throw notFound('This donor');
  const { changed } = await suppressDonor({ db, donorId, email: donor.email, source, now });
  if (changed) {
    await recordAudit({
      db,
      actor,
      action: 'unsubscribe',
      entity: 'donor',
      entityId: donorId,
      details: { source },
      at: now,
    });
  }
  const [row] = await listEmailSuppressions(db, donorId);
  return row!;
}
