import {
  createDonorInput,
  DONOR_CSV_COLUMNS,
  MAX_IMPORT_ROWS,
  REQUIRED_DONOR_CSV_COLUMNS,
  type CreateDonorData,
} from '../../../../domain/crm/donor-schemas.ts';
import { parseCsv, unguardCell } from '../../../../domain/common/csv-parse.ts';
import { fieldError } from '../../../http/app-error.ts';
import { DONOR_EXPORT_EXTRA_COLUMNS } from './donor-export-columns.ts';

type DonorColumn = (typeof DONOR_CSV_COLUMNS)[number];

export type DonorCsvRow = {
  rowNumber: number;
  /** The cells given (blank cells left out), keyed by field. */
  cells: Partial<Record<DonorColumn, string>>;
  /** The cells as the donor form would send them. */
  input: Record<string, unknown>;
  data: CreateDonorData | null;
  errors: { field: string; message: string }[];
};

export type DonorCsv = {
  rows: DonorCsvRow[];
  unknownColumns: string[];
  missingColumns: string[];
};

const isDonorColumn = (header: string): header is DonorColumn =>
  (DONOR_CSV_COLUMNS as readonly string[]).includes(header);

/** The export writes 24 columns; a header of thousands is no donor file. */
export const MAX_DONOR_CSV_COLUMNS = 100;

/** "k12; research" or "k12|research": the export writes `;`, people type all sorts. */
const splitList = (value: string) =>
  value
    .split(/[;|,]/)
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean);

/** A row's given cells as the donor form would send them: blanks absent, so defaults apply. */
function toInput(cells: DonorCsvRow['cells']): Record<string, unknown> {
  const input: Record<string, unknown> = { ...cells };
  if (cells.interests !== undefined) input.interests = splitList(cells.interests);
  for (const key of ['donorType', 'status', 'capacity'] as const) {
    if (cells[key] !== undefined) input[key] = cells[key].toLowerCase();
  }
  return input;
}

/**
 * The CSV text as validated rows: each row goes through the Add Donor schema, so an import
 * accepts exactly what the dialog accepts. Also flags an email that appears twice in the file.
 * Runs in the untrusted-work pool (read-donor-csv.task.ts, ADR 030).
 */
export function readDonorCsv(text: string): DonorCsv {
  const parsed = parseCsv(text);
  if ('error' in parsed) throw fieldError('csv', parsed.error);
  const [header, ...lines] = parsed.rows;
  if (!header) throw fieldError('csv', 'The CSV file is empty');
  if (lines.length > MAX_IMPORT_ROWS) {
    throw fieldError('csv', `Import at most ${MAX_IMPORT_ROWS} donors at a time`);
  }
  if (header.length > MAX_DONOR_CSV_COLUMNS) {
    throw fieldError(
      'csv',
      `The CSV file has more than ${MAX_DONOR_CSV_COLUMNS} columns. Use the columns of the donor export.`,
    );
  }
  const headers = header.map((cell) => cell.trim());
  // Each row reads only the donor columns, whatever else the header holds.
  const donorColumns = headers.flatMap((name, column) =>
    isDonorColumn(name) ? [{ name, column }] : [],
  );
  const ignored = new Set<string>(DONOR_EXPORT_EXTRA_COLUMNS);
  const unknownColumns = headers.filter(
    (name) => name && !isDonorColumn(name) && !ignored.has(name),
  );
  const missingColumns = REQUIRED_DONOR_CSV_COLUMNS.filter((name) => !headers.includes(name));
  const firstRowOfEmail = new Map<string, number>();

  const rows = lines.map((line, index): DonorCsvRow => {
    const rowNumber = index + 2;
    const cells: DonorCsvRow['cells'] = {};
    for (const { name, column } of donorColumns) {
      const value = unguardCell((line[column] ?? '').trim());
      if (value !== '') cells[name] = value;
    }
    const input = toInput(cells);
    const result = createDonorInput.safeParse(input);
    const errors = result.success
      ? []
      : result.error.issues.map((issue) => ({
          field: String(issue.path[0] ?? 'row'),
          message: issue.message,
        }));
    const email = cells.email?.toLowerCase();
    if (email) {
      const first = firstRowOfEmail.get(email);
      if (first === undefined) firstRowOfEmail.set(email, rowNumber);
      else errors.push({ field: 'email', message: `This email is also in row ${first}` });
    }
    return {
      rowNumber,
      cells,
      input,
      data: errors.length === 0 && result.success ? result.data : null,
      errors,
    };
  });
  return { rows, unknownColumns, missingColumns };
}
