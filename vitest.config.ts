import { defineConfig } from 'vitest/config';
import { E2E_LANES } from './e2e/support/lanes.ts';
import { SlowestFirstSequencer } from './tests/slowest-first-sequencer.ts';
import { StageNotesReporter } from './tests/stage-notes-reporter.ts';

/**
 * Projects: pure domain rules; client components in a simulated DOM; server integration tests on
 * PGlite, and again on PostgreSQL when TEST_DATABASE_URL is set (CI sets it); browser journeys
 * (run after `npm run build`).
 */
const serverProject = (engine: 'pglite' | 'postgres') => ({
  test: {
    name: `server-${engine}`,
    include: ['src/server/**/*.test.ts'],
    env: { TEST_DB_ENGINE: engine },
    globalSetup: ['tests/global-setup.ts'],
    // One module registry per worker, not per file: every server file imports the whole app, and
    // loading it again for each file was most of the step's time (a sample of 16 files: 51 s
    // isolated, 36 s not). Each file still opens its own database, app and mail spool.
    isolate: false,
    // Limits catch a hang, never the machine's pace: a seal test that takes 9 s alone took over
    // 30 s on a busy 2-core machine (PGlite start-up, argon2 and pdf-lib share the two cores).
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});

export default defineConfig({
  test: {
    // Vitest's default on 2 cores is one file at a time, yet a server test file keeps about 1.3
    // cores busy (most of its time it waits for its database thread, argon2 or a socket): two at
    // a time took a sample of 12 files from 122 s to 90 s; three were no faster.
    maxWorkers: 2,
    // After the summary: which stages did not run here, and why (docs/testing.md).
    reporters: ['default', new StageNotesReporter()],
    sequence: { sequencer: SlowestFirstSequencer },
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/domain/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/fake-*/**/*.test.ts'],
        },
      },
      {
        // Components and hooks with Testing Library in happy-dom: what a person sees and does,
        // without a build or a browser. No CSS is loaded, so layout (container queries) is not.
        test: {
          name: 'components',
          include: ['src/client/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['src/client/test/setup.ts'],
          // Room for a busy 2-core machine (other projects may run beside it); idle, a test takes
          // well under a second.
          testTimeout: 15_000,
        },
      },
      serverProject('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [serverProject('postgres')] : []),
      {
        // Fault injection on real server processes (kill -9, a PostgreSQL restart, two instances):
        // `npm run test:faults`. One file at a time, so the 2-core machine's timings stay stable.
        test: {
          name: 'faults',
          include: ['tests/faults/**/*.test.ts'],
          testTimeout: 240_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          globalSetup: ['e2e/global-setup.ts'],
          // A hang, not a slow page: each step below waits for what it needs (locators, polls).
          testTimeout: 180_000,
          // expect.poll gives up after 1 s by default: on a busy 2-core machine a page's data can
          // take longer to arrive. Wait as long as a Playwright locator does (review-context.ts).
          expect: { poll: { timeout: 15_000 } },
          // A file's own server (giving.test.ts) may take minutes to start on a busy machine.
          hookTimeout: 240_000,
          // Three files at a time, each on its own lane's server and database (support/lanes.ts):
          // a browser file leaves a core idle while it waits for pages, mail and its server.
          maxWorkers: E2E_LANES,
        },
      },
    ],
  },
});
