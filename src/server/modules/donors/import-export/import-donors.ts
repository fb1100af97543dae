import { eq, sql } from 'drizzle-orm';
import type {
  CsvImportPreviewDto,
  CsvImportResultDto,
  ImportDuplicateAction,
} from '../../../../domain/crm-schemas.ts';
import { updateDonorInput } from '../../../../domain/crm-schemas.ts';
import type { Database, Transaction } from '../../../db/client.ts';
import { AppError } from '../../../http/app-error.ts';
import { recordAudit, type AuditActor } from '../../audit/audit.service.ts';
import { donors } from '../donors.table.ts';
import { readDonorCsv, type DonorCsv } from './read-donor-csv.ts';

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
}): Promise<CsvImportPreviewDto> {
  const csv = readDonorCsv(options.csv);
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
}): Promise<CsvImportResultDto> {
  const { actor, now, onDuplicate } = options;
  const csv = readDonorCsv(options.csv);
  return options.db.transaction(async (tx) => {
    const existing = await existingByEmail(tx, csv);
    const preview = toPreview(csv, existing);
    if (preview.errorRows > 0) {
      throw new AppError(400, describeRowErrors(preview), {
        fieldErrors: { csv: [`${preview.errorRows} rows have errors`] },
      });
    }
    const result: CsvImportResultDto = { created: 0, updated: 0, skipped: 0 };
    const fresh = [];
    for (const row of csv.rows) {
      const duplicate = existing.get(row.data!.email.toLowerCase());
      if (!duplicate) {
        fresh.push({ ...row.data!, createdAt: now, updatedAt: now });
      } else if (onDuplicate === 'skip') {
        result.skipped += 1;
      } else {
        // Only the given cells: the schema without defaults, so absent status stays as it is.
        const changes = updateDonorInput.parse(row.input);
        await tx
          .update(donors)
          .set({ ...changes, updatedAt: now })
          .where(eq(donors.id, duplicate.id));
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
