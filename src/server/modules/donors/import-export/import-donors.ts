import { asc, eq, inArray, sql } from 'drizzle-orm';
import type {
  CsvImportPreviewDto,
  CsvImportResultDto,
} from '../../../../domain/crm/import-dtos.ts';
import type { ImportDuplicateAction } from '../../../../domain/crm/schemas.ts';
import { updateDonorInput } from '../../../../domain/crm/donor-schemas.ts';
import { staffStageChange } from '../../../../domain/crm/donor-status.ts';
import { todayIsoDate } from '../../../../domain/common/calendar-day.ts';
import type { Database, Transaction } from '../../../db/client.ts';
import { AppError } from '../../../http/app-error.ts';
import { untrustedTask } from '../../../untrusted-work/untrusted-task.ts';
import type { UntrustedWorkPool } from '../../../untrusted-work/untrusted-work-pool.ts';
import { recordAudit, type AuditActor } from '../../audit/audit.service.ts';
import { lockDonor } from '../donor-rollups.ts';
import { newDonorStatus, refreshDonorStatus } from '../donor-status.ts';
import { donors } from '../donors.table.ts';
import type { DonorCsv } from './read-donor-csv.ts';
import type readDonorCsvTask from './read-donor-csv.task.ts';

const READ_DONOR_CSV = untrustedTask<typeof readDonorCsvTask>(
  import.meta.url,
  './read-donor-csv.task',
  (passed) => {
    const message = `This CSV file needs ${passed} to read. Import fewer donors at a time.`;
    return new AppError(422, message, { fieldErrors: { csv: [message] } });
  },
);

/** Existing donors by lower-cased email, for the emails in the file. */
async function existingByEmail(db: Database | Transaction, csv: DonorCsv) {
  const emails = [
    ...new Set(
      csv.rows
        .map((row) => row.cells.email?.toLowerCase())
        .filter((email): email is string => Boolean(email)),
    ),
  ];
  const found = new Map<string, { id: string; name: string }>();
  // Chunks keep the parameter list far below PostgreSQL's limit of 65,535.
  for (let start = 0; start < emails.length; start += 1000) {
    const chunk = emails.slice(start, start + 1000);
    const rows = await db
      .select({
        id: donors.id,
        email: donors.email,
        firstName: donors.firstName,
        lastName: donors.lastName,
      })
      .from(donors)
      .where(sql`lower(${donors.email}) in ${chunk}`);
    for (const row of rows) {
      found.set(row.email!.toLowerCase(), { id: row.id, name: `${row.firstName} ${row.lastName}` });
    }
  }
  return found;
}

function toPreview(
  csv: DonorCsv,
  existing: Map<string, { id: string; name: string }>,
): CsvImportPreviewDto {
  const rows = csv.rows.map((row) => ({
    rowNumber: row.rowNumber,
    firstName: row.cells.firstName ?? '',
    lastName: row.cells.lastName ?? '',
    email: row.cells.email ?? '',
    errors: row.errors,
    duplicateOf: existing.get(row.cells.email?.toLowerCase() ?? '') ?? null,
  }));
  const errorRows = rows.filter((row) => row.errors.length > 0).length;
  return {
    rows,
    totalRows: rows.length,
    validRows: rows.length - errorRows,
    errorRows,
    duplicateRows: rows.filter((row) => row.duplicateOf).length,
    unknownColumns: csv.unknownColumns,
    missingColumns: csv.missingColumns,
  };
}

/** POST /api/crm/import/donors/preview: what an import would do; nothing is written. */
export async function previewDonorImport(options: {
  db: Database;
  csv: string;
  untrustedWork: UntrustedWorkPool;
}): Promise<CsvImportPreviewDto> {
  const csv = await options.untrustedWork.run(READ_DONOR_CSV, options.csv);
  return toPreview(csv, await existingByEmail(options.db, csv));
}

const describeRowErrors = (preview: CsvImportPreviewDto) => {
  const bad = preview.rows.filter((row) => row.errors.length > 0);
  const listed = bad
    .slice(0, 5)
    .map(
      (row) =>
        `row ${row.rowNumber}: ${row.errors.map((error) => `${error.field} ${error.message}`).join(', ')}`,
    );
  const more = bad.length > 5 ? ` and ${bad.length - 5} more rows` : '';
  return `Nothing was imported. Fix these rows and import again: ${listed.join('; ')}${more}.`;
};

/**
 * The donors a file updates, locked in id order before any is written, as the lapse check locks
 * them: taken in the file's order, two writers could each wait for a donor the other holds.
 */
async function lockInIdOrder(tx: Transaction, found: readonly { id: string }[]) {
  const ids = [...new Set(found.map((donor) => donor.id))].sort();
  for (let start = 0; start < ids.length; start += 1000) {
    await tx
      .select({ id: donors.id })
      .from(donors)
      .where(inArray(donors.id, ids.slice(start, start + 1000)))
      .orderBy(asc(donors.id))
      .for('update');
  }
}

/**
 * A duplicate row updates its donor with the cells it gives: the schema without defaults, so an
 * absent status stays as it is. A status cell is a request like the form's (staffStageChange),
 * and the donor's gifts then decide, as in every other write.
 */
async function updateFromRow(
  tx: Transaction,
  donorId: string,
  input: Record<string, unknown>,
  now: Date,
) {
  const { status: requested, ...changes } = updateDonorInput.parse(input);
  const before = await lockDonor(tx, donorId);
  const stage = staffStageChange(before.status, requested, todayIsoDate(now));
  await tx
    .update(donors)
    .set({ ...changes, ...stage, updatedAt: now })
    .where(eq(donors.id, donorId));
  if (stage) await refreshDonorStatus(tx, donorId, now);
}

/**
 * POST /api/crm/import/donors: every row or none, in one transaction. A row whose email
 * belongs to a donor is skipped, or updates that donor with the cells it gives (a blank cell
 * never erases what is stored).
 */
export async function importDonors(options: {
  db: Database;
  csv: string;
  onDuplicate: ImportDuplicateAction;
  actor: AuditActor;
  now: Date;
  untrustedWork: UntrustedWorkPool;
}): Promise<CsvImportResultDto> {
  const { actor, now, onDuplicate } = options;
  const csv = await options.untrustedWork.run(READ_DONOR_CSV, options.csv);
  return options.db.transaction(async (tx) => {
    const existing = await existingByEmail(tx, csv);
    const preview = toPreview(csv, existing);
    if (preview.errorRows > 0) {
      throw new AppError(400, describeRowErrors(preview), {
        fieldErrors: { csv: [`${preview.errorRows} rows have errors`] },
      });
    }
    if (onDuplicate === 'update') await lockInIdOrder(tx, [...existing.values()]);
    const result: CsvImportResultDto = { created: 0, updated: 0, skipped: 0 };
    const today = todayIsoDate(now);
    const fresh = [];
    for (const row of csv.rows) {
      const email = row.data!.email;
      const duplicate = email ? existing.get(email.toLowerCase()) : undefined;
      if (!duplicate) {
        const data = row.data!;
        fresh.push({
          ...data,
          ...newDonorStatus(data.status, today),
          createdAt: now,
          updatedAt: now,
        });
      } else if (onDuplicate === 'skip') {
        result.skipped += 1;
      } else {
        await updateFromRow(tx, duplicate.id, row.input, now);
        result.updated += 1;
      }
    }
    for (let start = 0; start < fresh.length; start += 500) {
      await tx.insert(donors).values(fresh.slice(start, start + 500));
    }
    result.created = fresh.length;
    await recordAudit({
      db: tx,
      actor,
      action: 'import',
      entity: 'donor',
      details: { ...result, onDuplicate },
      at: now,
    });
    return result;
  });
}
