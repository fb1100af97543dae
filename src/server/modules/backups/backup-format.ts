/**
 * The backup file (ADR 022): plain SQL, one statement per line, readable by people and by psql
 * against a schema migrated to the version in the header. Each table's rows travel as JSON
 * (`to_jsonb`) and load with `jsonb_populate_recordset`, so every column type (bytea PDFs,
 * timestamps, arrays, jsonb) round-trips exactly on PGlite and PostgreSQL alike.
 *
 * Format 2 adds what lets a restore prove the file whole before it changes anything: a line with
 * each table's row count after its rows, and a last line with the SHA-256 of every byte before it
 * (uncompressed), so `head -n -1 <file> | sha256sum` gives the same value. Format 1 has neither.
 */
export const BACKUP_FORMAT = 2;
const FORMAT_PREFIX = '-- NeuroSTEM site backup, format ';
export const SCHEMA_VERSION_PREFIX = '-- Schema version: ';
export const END_PREFIX = '-- End of backup: ';
const CHECKSUM_PREFIX = '-- SHA-256 of the lines above: ';
const SETTING = 'SET standard_conforming_strings = on;';

const quoteLiteral = (text: string) => `'${text.replaceAll("'", "''")}'`;
const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;

export function headerLines(options: { schemaVersion: string; madeAt: Date; engine: string }) {
  return [
    `${FORMAT_PREFIX}${BACKUP_FORMAT}`,
    `${SCHEMA_VERSION_PREFIX}${options.schemaVersion}`,
    `-- Made: ${options.madeAt.toISOString()} from ${options.engine}`,
    '-- Restore with: npm run admin -- restore --from <this file>',
    SETTING,
  ];
}

export const rowsLine = (table: string, rowsJson: string) =>
  `INSERT INTO public.${quoteIdentifier(table)} SELECT * FROM jsonb_populate_recordset(NULL::public.${quoteIdentifier(table)}, ${quoteLiteral(rowsJson)});`;

export const tableTotalLine = (table: string, rows: number) =>
  `-- Table ${quoteIdentifier(table)}: ${rows} rows`;

export const sequenceLine = (sequence: string, value: string, called: boolean) =>
  `SELECT setval(${quoteLiteral(`public.${quoteIdentifier(sequence)}`)}, ${value}, ${called});`;

export const endLine = (tables: number, rows: number) =>
  `${END_PREFIX}${tables} tables, ${rows} rows`;

export const checksumLine = (sha256Hex: string) => `${CHECKSUM_PREFIX}${sha256Hex}`;

/** What one line of a backup asks for; restore runs nothing else (no arbitrary SQL). */
export type BackupLine =
  | { kind: 'comment' }
  | { kind: 'format'; version: number }
  | { kind: 'schema-version'; tag: string }
  | { kind: 'setting' }
  | { kind: 'rows'; table: string; rowsJson: string }
  | { kind: 'table-total'; table: string; rows: number }
  | { kind: 'sequence'; sequence: string; value: string; called: boolean }
  | { kind: 'end'; tables: number; rows: number }
  | { kind: 'checksum'; sha256: string };

const FORMAT = /^-- NeuroSTEM site backup, format (\d+)$/;
const TABLE_NAME = /^INSERT INTO public\."([a-z0-9_]+)" /;
const TABLE_TOTAL = /^-- Table "([a-z0-9_]+)": (\d+) rows$/;
const SEQUENCE = /^SELECT setval\('public\."([a-z0-9_]+)"', (-?\d+), (true|false)\);$/;
const END = /^-- End of backup: (\d+) tables, (\d+) rows$/;
const CHECKSUM = /^-- SHA-256 of the lines above: ([0-9a-f]{64})$/;

/**
 * A rows line, checked piece by piece rather than by one regular expression: a line can hold
 * megabytes of JSON (signed PDFs), too long for a backtracking pattern.
 */
function parseRowsLine(line: string): BackupLine | null {
  const table = TABLE_NAME.exec(line)?.[1];
  if (!table) return null;
  const start = rowsLine(table, '');
  const prefix = start.slice(0, -"');".length);
  if (!line.startsWith(prefix) || !line.endsWith("');")) return null;
  const quoted = line.slice(prefix.length, -"');".length);
  // Inside the literal every quote is doubled; a lone one would end it early.
  if (quoted.replaceAll("''", '').includes("'")) return null;
  return { kind: 'rows', table, rowsJson: quoted.replaceAll("''", "'") };
}

/** A line that is not a backup's (changed, or another program's file); the message says which. */
export class BackupFileError extends Error {}

/** Parses the lines that are comments to psql but facts to a restore; null for any other line. */
function parseFactLine(line: string): BackupLine | null {
  const format = FORMAT.exec(line);
  if (format) return { kind: 'format', version: Number(format[1]) };
  if (line.startsWith(SCHEMA_VERSION_PREFIX)) {
    return { kind: 'schema-version', tag: line.slice(SCHEMA_VERSION_PREFIX.length).trim() };
  }
  const total = TABLE_TOTAL.exec(line);
  if (total) return { kind: 'table-total', table: total[1]!, rows: Number(total[2]) };
  const end = END.exec(line);
  if (end) return { kind: 'end', tables: Number(end[1]), rows: Number(end[2]) };
  const checksum = CHECKSUM.exec(line);
  if (checksum) return { kind: 'checksum', sha256: checksum[1]! };
  return null;
}

export function parseBackupLine(line: string, lineNumber: number): BackupLine {
  const fact = parseFactLine(line);
  if (fact) return fact;
  if (line === '' || line.startsWith('--')) return { kind: 'comment' };
  if (line === SETTING) return { kind: 'setting' };
  const rows = parseRowsLine(line);
  if (rows) return rows;
  const sequence = SEQUENCE.exec(line);
  if (sequence) {
    return {
      kind: 'sequence',
      sequence: sequence[1]!,
      value: sequence[2]!,
      called: sequence[3] === 'true',
    };
  }
  throw new BackupFileError(
    `Line ${lineNumber} of the backup is not something a backup of this app contains: ` +
      `"${line.slice(0, 80)}". Was the file edited, or is it another program's dump?`,
  );
}
