/**
 * The backup file (ADR 042): a plain-SQL dump by PostgreSQL's own pg_dump (its WebAssembly build
 * on the embedded database), which psql loads into an empty database, between lines that are
 * comments to psql and facts to a restore: a header naming the format and the schema version,
 * and after pg_dump's own last line a trailer with each table's row count, the totals, and the
 * SHA-256 of every byte before the last line (`head -n -1 <file> | sha256sum`).
 */
export const BACKUP_FORMAT = 3;
const FORMAT_PREFIX = '-- NeuroSTEM site backup, format ';
const SCHEMA_VERSION_PREFIX = '-- Schema version: ';
const CHECKSUM_PREFIX = '-- SHA-256 of the lines above: ';
/** pg_dump's own last comment: a dump without it was cut short. */
export const DUMP_COMPLETE_LINE = '-- PostgreSQL database dump complete';

export function headerLines(options: { schemaVersion: string; madeAt: Date; engine: string }) {
  return [
    `${FORMAT_PREFIX}${BACKUP_FORMAT}`,
    `${SCHEMA_VERSION_PREFIX}${options.schemaVersion}`,
    `-- Made: ${options.madeAt.toISOString()} from ${options.engine}`,
    '-- Restore with: npm run admin -- restore --from <this file>',
    '-- or into an empty database: psql -v ON_ERROR_STOP=1 --single-transaction -f <this file>',
  ];
}

export const tableTotalLine = (table: string, rows: number) => `-- Table ${table}: ${rows} rows`;

export const endLine = (tables: number, rows: number) =>
  `-- End of backup: ${tables} tables, ${rows} rows`;

export const checksumLine = (sha256Hex: string) => `${CHECKSUM_PREFIX}${sha256Hex}`;

/** The lines that are comments to psql but facts to a restore. */
export type FactLine =
  | { kind: 'format'; version: number }
  | { kind: 'schema-version'; tag: string }
  | { kind: 'table-total'; table: string; rows: number }
  | { kind: 'end'; tables: number; rows: number }
  | { kind: 'checksum'; sha256: string };

const FORMAT = /^-- NeuroSTEM site backup, format (\d+)$/;
const TABLE_TOTAL = /^-- Table ([\w."]+): (\d+) rows$/;
const END = /^-- End of backup: (\d+) tables, (\d+) rows$/;
const CHECKSUM = /^-- SHA-256 of the lines above: ([0-9a-f]{64})$/;

export function parseFactLine(line: string): FactLine | null {
  if (!line.startsWith('-- ')) return null;
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

/** The table a pg_dump `--inserts` statement fills (one row each), or null for any other. */
export function insertTarget(statement: string): string | null {
  return /^INSERT INTO ([\w."]+) (?:\([^)]*\) )?VALUES /.exec(statement)?.[1] ?? null;
}

/** The last commit of the app that restores backups of formats 1 and 2 (its own JSON rows). */
const LAST_COMMIT_READING_FORMAT_2 = 'db2532c';

export const earlierFormatMessage = (format: number) =>
  `This backup is in format ${format}, written by versions of the app from before backups were ` +
  `pg_dump files (ADR 042); this version does not restore it. Restore it with an earlier version ` +
  `(git commit ${LAST_COMMIT_READING_FORMAT_2} or older), then make a new backup with this one.`;

/** A file that is not a whole backup of this app; the message says what is wrong. */
export class BackupFileError extends Error {}
