import { createHash } from 'node:crypto';
import {
  BACKUP_FORMAT,
  BackupFileError,
  parseBackupLine,
  type BackupLine,
} from './backup-format.ts';
import type { RawLine } from './read-backup-lines.ts';

/** What a backup proved about itself once every line was read. */
export type BackupFacts = {
  format: number;
  schemaVersion: string;
  tables: number;
  rows: number;
  /** Format 1 carries no checksum: it can be proved complete, but not unchanged. */
  checksum: 'verified' | 'absent';
};

const notABackup = () =>
  new BackupFileError(
    `This file is not a backup of this app: a backup starts with "-- NeuroSTEM site backup, format ${BACKUP_FORMAT}" and its schema version.`,
  );
const incomplete = (detail: string) =>
  new BackupFileError(
    `The backup file is incomplete: ${detail} (was it still being written or copied?).`,
  );
const changed = (detail: string) =>
  new BackupFileError(`The backup file was changed after it was written: ${detail}.`);

/**
 * Follows a backup line by line and proves it whole (ADR 022): the header first, each table's
 * rows before its total and adding up to it, nothing after the end line but the checksum, and
 * the checksum equal to the SHA-256 of every byte before it. The caller reports how many rows
 * each rows line held (`countRows`) before it takes the next line, and calls `finish` at the end.
 */
export function followBackup() {
  const hash = createHash('sha256');
  let format: number | null = null;
  let schemaVersion: string | null = null;
  let end: Extract<BackupLine, { kind: 'end' }> | null = null;
  let checksum: string | null = null;
  let lastLine = 0;
  let rows = 0;
  const counted = new Map<string, number>();
  const totalled = new Set<string>();

  function header(parsed: BackupLine, number: number) {
    if (number === 1 && parsed.kind === 'format') {
      if (parsed.version > BACKUP_FORMAT) {
        throw new BackupFileError(
          `The backup was made by a newer version of the app (backup format ${parsed.version}); update this copy of the app first.`,
        );
      }
      format = parsed.version;
    } else if (number === 2 && parsed.kind === 'schema-version' && parsed.tag !== '') {
      schemaVersion = parsed.tag;
    } else {
      throw notABackup();
    }
  }

  function take(line: RawLine): BackupLine {
    lastLine = line.number;
    if (!line.ended) throw incomplete(`it ends in the middle of line ${line.number}`);
    if (checksum !== null) {
      throw changed(`line ${line.number} comes after the checksum, which is the last line`);
    }
    const parsed = parseBackupLine(line.text, line.number);
    if (line.number <= 2) header(parsed, line.number);
    else if (parsed.kind === 'format' || parsed.kind === 'schema-version') {
      throw changed(`line ${line.number} repeats the header`);
    }
    if (parsed.kind === 'checksum') {
      if (!end) throw changed(`the checksum on line ${line.number} comes before the end line`);
      checksum = parsed.sha256;
      return parsed;
    }
    hash.update(line.bytes);
    if (end) throw changed(`line ${line.number} comes after the end of the backup`);
    if (parsed.kind === 'rows' && totalled.has(parsed.table)) {
      throw changed(`line ${line.number} holds rows of table "${parsed.table}" after its total`);
    }
    if (parsed.kind === 'table-total') {
      checkTableTotal(parsed.table, parsed.rows);
      totalled.add(parsed.table);
    }
    if (parsed.kind === 'end') end = parsed;
    return parsed;
  }

  function checkTableTotal(table: string, expected: number) {
    if (totalled.has(table)) throw changed(`table "${table}" has two totals`);
    const found = counted.get(table) ?? 0;
    if (found === expected) return;
    const detail = `table "${table}" should have ${expected} rows, but the file holds ${found}`;
    throw found < expected ? incomplete(detail) : changed(detail);
  }

  function countRows(table: string, count: number) {
    counted.set(table, (counted.get(table) ?? 0) + count);
    rows += count;
  }

  function finish(): BackupFacts {
    if (format === null || schemaVersion === null) throw notABackup();
    if (!end) throw incomplete(`it stops after line ${lastLine}, before its end line`);
    if (format >= 2 && checksum === null)
      throw incomplete('its last line, the checksum, is missing');
    if (end.rows !== rows) {
      const detail = `it says it holds ${end.rows} rows, but ${rows} are in it`;
      throw rows < end.rows ? incomplete(detail) : changed(detail);
    }
    if (format >= 2) {
      const untotalled = [...counted.keys()].find((table) => !totalled.has(table));
      if (untotalled) throw incomplete(`the total of table "${untotalled}" is missing`);
      if (end.tables !== totalled.size) {
        throw incomplete(`it says it holds ${end.tables} tables, but ${totalled.size} are in it`);
      }
    }
    if (checksum !== null && hash.digest('hex') !== checksum) {
      throw changed('its checksum does not match');
    }
    return {
      format,
      schemaVersion,
      tables: end.tables,
      rows,
      checksum: checksum === null ? 'absent' : 'verified',
    };
  }

  return { take, countRows, finish };
}
