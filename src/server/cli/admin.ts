import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { systemClock } from '../clock.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import { backupCommand, restoreCommand } from './backup-commands.ts';
import { SYSTEM_ACTOR } from '../modules/audit/audit.service.ts';
import { createAdminUser, resetAdminPassword } from '../modules/auth/users.service.ts';
import { passwordSchema, usernameSchema } from '../../domain/auth/auth.ts';
import { STAFF_ROLES, staffRolesSchema } from '../../domain/auth/staff-roles.ts';

const USAGE = `Usage:
  npm run admin -- --help
  npm run admin -- create --username <name> --name "<full name>" --email <email> [--role <role>]... [--password <password>]
  npm run admin -- reset-password --username <name> [--password <password>]
  npm run admin -- backup --out <file> [--force]
  npm run admin -- restore --from <file> [--force]

Roles: owner, admissions, fundraising, partnerships, viewer; give --role once per role (default:
owner). Without --password a strong password is generated and printed once.
A backup is a pg_dump plain-SQL file, compressed when its name ends in .gz; psql loads it into an
empty database too. restore checks it whole first, then loads it into an empty database and
refuses one that holds data unless --force (which replaces everything in it); backup --force
replaces an existing file. Uses the same DATABASE_URL / DATA_DIR as the server (stop a PGlite
server first).`;

const OPTIONS = {
  help: { type: 'boolean', short: 'h', default: false },
  username: { type: 'string' },
  name: { type: 'string' },
  email: { type: 'string' },
  password: { type: 'string' },
  role: { type: 'string', multiple: true },
  out: { type: 'string' },
  from: { type: 'string' },
  force: { type: 'boolean', default: false },
} as const;

async function run(argv: string[]): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, allowPositionals: true, options: OPTIONS });
  } catch (error) {
    // An unknown or incomplete option: say which, and how the command is used.
    console.error(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
    return 1;
  }
  const { positionals, values } = parsed;
  const command = positionals[0];
  if (values.help || command === 'help') {
    console.log(USAGE);
    return 0;
  }
  if (command === 'backup' || command === 'restore') {
    const file = command === 'backup' ? values.out : values.from;
    if (!file) {
      console.error(
        `${command} needs ${command === 'backup' ? '--out' : '--from'} <file>.\n\n${USAGE}`,
      );
      return 1;
    }
    return command === 'backup'
      ? backupCommand(loadConfig(), { out: file, force: values.force })
      : restoreCommand(loadConfig(), { from: file, force: values.force });
  }
  if (command !== 'create' && command !== 'reset-password') {
    if (!command) {
      console.log(USAGE);
      return 0;
    }
    console.error(`Unknown command "${command}".\n\n${USAGE}`);
    return 1;
  }
  const username = usernameSchema.safeParse(values.username ?? '');
  if (!username.success) {
    console.error(`--username: ${username.error.issues[0]?.message}\n\n${USAGE}`);
    return 1;
  }
  const roles = staffRolesSchema.safeParse(values.role ?? ['owner']);
  if (!roles.success) {
    console.error(
      `--role: ${roles.error.issues[0]?.message}: ${STAFF_ROLES.join(', ')}\n\n${USAGE}`,
    );
    return 1;
  }
  const password = values.password ?? randomBytes(18).toString('base64url');
  const passwordCheck = passwordSchema.safeParse(password);
  if (!passwordCheck.success) {
    console.error(`--password: ${passwordCheck.error.issues[0]?.message}`);
    return 1;
  }

  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await runMigrations(database);
    const user =
      command === 'create'
        ? await createAdminUser({
            db: database.db,
            actor: SYSTEM_ACTOR,
            input: {
              username: username.data,
              name: values.name ?? username.data,
              email: values.email ?? `${username.data}@example.org`,
              password,
              roles: roles.data,
            },
          })
        : await resetAdminPassword({
            db: database.db,
            actor: SYSTEM_ACTOR,
            username: username.data,
            password,
            now: systemClock.now(),
          });
    const verb = command === 'create' ? 'Created staff account' : 'Reset the password of';
    console.log(`${verb} "${user!.username}" (${user!.roles.join(', ')}).`);
    if (!values.password) console.log(`Password: ${password}`);
    return 0;
  } finally {
    await database.close();
  }
}

try {
  process.exitCode = await run(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
