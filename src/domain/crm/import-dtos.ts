import { z } from 'zod';
import { uuid } from '../common/dto-fields.ts';

/** The donor CSV import's answers: POST /api/crm/import/donors[/preview]. */

const count = z.number().int();

export const csvImportRowDto = z.object({
  /** Line of the row in the file, counting the header as 1. */
  rowNumber: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })),
  /** The existing donor with the same email (case-insensitive), if any. */
  duplicateOf: z.object({ id: uuid, name: z.string() }).nullable(),
});
export type CsvImportRowDto = z.infer<typeof csvImportRowDto>;

/** What an import would do; nothing is written. */
export const csvImportPreviewDto = z.object({
  rows: z.array(csvImportRowDto),
  totalRows: count,
  validRows: count,
  errorRows: count,
  duplicateRows: count,
  /** Header cells that are not donor fields; their values are ignored. */
  unknownColumns: z.array(z.string()),
  /** Required headers that are missing: then every row has an error. */
  missingColumns: z.array(z.string()),
});
export type CsvImportPreviewDto = z.infer<typeof csvImportPreviewDto>;

export const csvImportResultDto = z.object({ created: count, updated: count, skipped: count });
export type CsvImportResultDto = z.infer<typeof csvImportResultDto>;
