// `npm run test:postgres`: the server tests again, on PostgreSQL (docs/testing.md, "Both engines").
// CI runs it after `npm test`, which runs them on the embedded engine. Extra arguments go to Vitest
// (a file name, for one file).
import { spawnSync } from 'node:child_process';

if (!process.env.TEST_DATABASE_URL) {
  console.error(
    'npm run test:postgres needs TEST_DATABASE_URL: a PostgreSQL database whose user may create ' +
      'databases, for example\n' +
      '  TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run test:postgres',
  );
  process.exit(1);
}
const run = spawnSync(
  'npx',
  ['vitest', 'run', '--project', 'server-postgres', ...process.argv.slice(2)],
  { stdio: 'inherit' },
);
process.exit(run.status ?? 1);
