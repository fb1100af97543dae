/**
 * The backup file (ADR 022): plain SQL, one statement per line, readable by people and by psql
 * against a schema migrated to the version in the header. Each table's rows travel as JSON
 * (`to_jsonb`) and load with `jsonb_populate_recordset`, so every column type (bytea PDFs,
 * timestamps, arrays, jsonb) round-trips exactly on PGlite and PostgreSQL alike.
 */
export const BACKUP_FORMAT_LINE = '-- NeuroSTEM site backup, format 1';
export const SCHEMA_VERSION_PREFIX = '-- Schema version: ';
export const END_PREFIX = '-- End of backup: ';

const quoteLiteral = (text: string) => `'${text.replaceAll("'", "''")}'`;
const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;

export function headerLines(options: { schemaVersion: string; madeAt: Date; engine: string }) {
  return [
    BACKUP_FORMAT_LINE,
    `${SCHEMA_VERSION_PREFIX}${options.schemaVersion}`,
    `-- Made: ${options.madeAt.toISOString()} from ${options.engine}`,
    '-- Restore with: npm run admin -- restore --from <this file>',
    'SET standard_conforming_strings = on;',
  ];
}

export const rowsLine = (table: string, rowsJson: string) =>
  `INSERT INTO public.${quoteIdentifier(table)} SELECT * FROM jsonb_populate_recordset(NULL::public.${quoteIdentifier(table)}, ${quoteLiteral(rowsJson)});`;

export const sequenceLine = (sequence: string, value: string, called: boolean) =>
  `SELECT setval(${quoteLiteral(`public.${quoteIdentifier(sequence)}`)}, ${value}, ${called});`;

export const endLine = (tables: number, rows: number) =>
  `${END_PREFIX}${tables} tables, ${rows} rows`;

/** What one line of a backup asks for; restore runs nothing else (no arbitrary SQL). */
export type BackupLine =
  | { kind: 'comment' }
  | { kind: 'format' }
  | { kind: 'schema-version'; tag: string }
  | { kind: 'setting' }
  | { kind: 'rows'; table: string; rowsJson: string }
  | { kind: 'sequence'; sequence: string; value: string; called: boolean }
  | { kind: 'end'; tables: number; rows: number };

const TABLE_NAME = /^INSERT INTO public\."([a-z0-9_]+)" /;
const SEQUENCE = /^SELECT setval\('public\."([a-z0-9_]+)"', (-?\d+), (true|false)\);$/;
const END = /^-- End of backup: (\d+) tables, (\d+) rows$/;

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

export class BackupFileError extends Error {}

export function parseBackupLine(line: string, lineNumber: number): BackupLine {
  if (line === BACKUP_FORMAT_LINE) return { kind: 'format' };
  if (line.startsWith(SCHEMA_VERSION_PREFIX)) {
    return { kind: 'schema-version', tag: line.slice(SCHEMA_VERSION_PREFIX.length).trim() };
  }
  const end = END.exec(line);
  if (end) return { kind: 'end', tables: Number(end[1]), rows: Number(end[2]) };
  if (line === '' || line.startsWith('--')) return { kind: 'comment' };
  if (line === 'SET standard_conforming_strings = on;') return { kind: 'setting' };
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
