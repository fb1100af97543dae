import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

/** Whether a program is on PATH (the tools some tests read PDFs and system calls with). */
function onPath(program: string): boolean {
  return (process.env.PATH ?? '')
    .split(path.delimiter)
    .some((dir) => dir !== '' && existsSync(path.join(dir, program)));
}

/**
 * Says, after the run's summary, which parts of the suite did not run here and why: a project
 * that is left out (server-postgres, which `npm run test:postgres` runs) is otherwise silent, and a file's
 * `Skipped: …` line (tests/skip-reason.ts) has long scrolled away. What each stage needs is in
 * docs/testing.md.
 */
export class StageNotesReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const projects = new Set(testModules.map((module) => module.project.name));
    const notes: string[] = [];
    if (projects.has('server-pglite') && !projects.has('server-postgres')) {
      notes.push(
        'The server tests ran on PGlite only: `npm run test:postgres` runs them on PostgreSQL ' +
          `(CI does)${process.env.TEST_DATABASE_URL ? '' : ' and needs TEST_DATABASE_URL'}.`,
      );
    }
    const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
    if (projects.has('e2e') && !existsSync(chromium)) {
      notes.push(
        `The browser tests did not run: Chromium is not at ${chromium} (apt-get install -y chromium, or set CHROMIUM_PATH).`,
      );
    }
    const readsPdfs = projects.has('e2e') || projects.has('server-pglite');
    const missingPdfTools = ['pdftotext', 'pdfsig', 'qpdf'].filter((tool) => !onPath(tool));
    if (readsPdfs && missingPdfTools.length > 0) {
      notes.push(
        `The checks that read PDFs with ${missingPdfTools.join(', ')} were skipped (apt-get install -y poppler-utils qpdf).`,
      );
    }
    if (projects.has('faults') && !onPath('strace')) {
      notes.push('The tests that count WAL syncs were skipped: strace is missing.');
    }
    let skipped = 0;
    for (const module of testModules)
      for (const test of module.children.allTests())
        if (test.result().state === 'skipped') skipped++;
    if (skipped > 0) {
      notes.push(
        `${skipped} test${skipped === 1 ? ' was' : 's were'} skipped; each file printed why, as "Skipped: …".`,
      );
    }
    if (notes.length === 0) return;
    console.log(`\nNot run here (docs/testing.md says what each needs):`);
    for (const note of notes) console.log(`  - ${note}`);
  }
}
