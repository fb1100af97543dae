import { createHash } from 'node:crypto';
import {
  BACKUP_FORMAT,
  BackupFileError,
  DUMP_COMPLETE_LINE,
  earlierFormatMessage,
  insertTarget,
  parseFactLine,
} from './backup-format.ts';
import type { RawLine } from './read-backup-lines.ts';
import { StatementSplitter, type Statement } from './sql-statements.ts';

/** What a backup proved about itself once every line was read. */
export type BackupFacts = {
  format: number;
  schemaVersion: string;
  tables: number;
  rows: number;
  checksum: 'verified';
  /** Each table's row count, by its name in the dump (`public.partners`). */
  tableRows: Map<string, number>;
};

const notABackup = () =>
  new BackupFileError(
    `This file is not a backup of this app: a backup starts with "-- NeuroSTEM site backup, format ${BACKUP_FORMAT}" ` +
      'and its schema version. A plain pg_dump file of your own loads with psql instead.',
  );
const incomplete = (detail: string) =>
  new BackupFileError(
    `The backup file is incomplete: ${detail} (was it still being written or copied?).`,
  );
const changed = (detail: string) =>
  new BackupFileError(`The backup file was changed after it was written: ${detail}.`);

/**
 * Follows a backup line by line and proves it whole (ADR 042): the header first; pg_dump's
 * statements, each `INSERT` one row of its table; pg_dump's closing line; each table's total
 * equal to the rows found; nothing after the end line but the checksum, which must equal the
 * SHA-256 of every byte before it. `take` returns the statements each line ends, for a load to
 * run; `finish` says whether the whole file was proved. Formats 1 and 2 (the app's own JSON rows)
 * are followed only as far as their end line and checksum, so a download can still be checked.
 */
export function followBackup() {
  const hash = createHash('sha256');
  const splitter = new StatementSplitter();
  let format: number | null = null;
  let schemaVersion: string | null = null;
  let end: { tables: number; rows: number } | null = null;
  let checksum: string | null = null;
  let dumpComplete = false;
  let lastLine = 0;
  const counted = new Map<string, number>();
  const totals = new Map<string, number>();

  function header(line: RawLine) {
    const fact = parseFactLine(line.text);
    if (line.number === 1 && fact?.kind === 'format') {
      if (fact.version > BACKUP_FORMAT) {
        throw new BackupFileError(
          `The backup was made by a newer version of the app (backup format ${fact.version}); update this copy of the app first.`,
        );
      }
      format = fact.version;
    } else if (line.number === 2 && fact?.kind === 'schema-version' && fact.tag !== '') {
      schemaVersion = fact.tag;
    } else {
      throw notABackup();
    }
  }

  function take(line: RawLine): Statement[] {
    lastLine = line.number;
    if (!line.ended) throw incomplete(`it ends in the middle of line ${line.number}`);
    if (checksum !== null) {
      throw changed(`line ${line.number} comes after the checksum, which is the last line`);
    }
    if (line.number <= 2) header(line);
    const atTopLevel = !splitter.inStatement;
    const fact = atTopLevel ? parseFactLine(line.text) : null;
    if (fact?.kind === 'checksum') {
      if (!end) throw changed(`the checksum on line ${line.number} comes before the end line`);
      checksum = fact.sha256;
      return [];
    }
    hash.update(line.bytes);
    if (end) throw changed(`line ${line.number} comes after the end of the backup`);
    if (fact?.kind === 'end') end = fact;
    if (format !== BACKUP_FORMAT) return [];
    if (fact?.kind === 'table-total') {
      if (totals.has(fact.table)) throw changed(`table ${fact.table} has two totals`);
      totals.set(fact.table, fact.rows);
      return [];
    }
    if (atTopLevel && line.text === DUMP_COMPLETE_LINE) dumpComplete = true;
    if (atTopLevel && line.text.startsWith('\\')) {
      throw changed(`line ${line.number} is a psql command, which a backup never holds`);
    }
    if (dumpComplete && line.text.trim() !== '' && !line.text.startsWith('--')) {
      throw changed(`line ${line.number} comes after the end of pg_dump's output`);
    }
    const statements = splitter.push(line.text, line.number);
    for (const statement of statements) {
      const table = insertTarget(statement.text);
      if (table) counted.set(table, (counted.get(table) ?? 0) + 1);
    }
    return statements;
  }

  function checkTotals() {
    for (const [table, expected] of totals) {
      const found = counted.get(table) ?? 0;
      if (found === expected) continue;
      const detail = `table ${table} should have ${expected} rows, but the file holds ${found}`;
      throw found < expected ? incomplete(detail) : changed(detail);
    }
    const untotalled = [...counted.keys()].find((table) => !totals.has(table));
    if (untotalled) throw changed(`rows of table ${untotalled} have no total`);
    if (!dumpComplete) throw incomplete("pg_dump's closing line is missing");
    if (splitter.inStatement) throw incomplete('its last statement is unfinished');
  }

  function finish(): BackupFacts {
    if (format === null || schemaVersion === null) throw notABackup();
    // Format 1 has no checksum to prove it whole.
    if (format === 1) throw new BackupFileError(earlierFormatMessage(format));
    if (!end) throw incomplete(`it stops after line ${lastLine}, before its end line`);
    if (checksum === null) throw incomplete('its last line, the checksum, is missing');
    const rows = [...counted.values()].reduce((sum, count) => sum + count, 0);
    if (format === BACKUP_FORMAT) {
      checkTotals();
      if (end.rows !== rows || end.tables !== totals.size) {
        throw changed(
          `it says it holds ${end.tables} tables and ${end.rows} rows, but ${totals.size} and ${rows} are in it`,
        );
      }
    }
    if (hash.digest('hex') !== checksum) throw changed('its checksum does not match');
    return {
      format,
      schemaVersion,
      tables: end.tables,
      rows: end.rows,
      checksum: 'verified',
      tableRows: totals,
    };
  }

  return { take, finish };
}
