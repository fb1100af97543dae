import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { SYSTEM_ACTOR } from '../audit/audit.service.ts';
import { countUsers, createAdminUser } from './users.service.ts';

export const INITIAL_PASSWORD_FILE = 'initial-admin-password.txt';

export type BootstrapResult =
  | { created: false }
  | { created: true; username: string; generatedPasswordFile?: string; generatedPassword?: string };

/**
 * Creates the first admin when there is none. Without ADMIN_PASSWORD a random password is made,
 * returned once for the log and written to DATA_DIR/initial-admin-password.txt (mode 0600).
 * Several instances may start together: only the one whose insert wins reports a password.
 */
export async function bootstrapFirstAdmin(options: {
  db: Database;
  config: Config;
}): Promise<BootstrapResult> {
  const { db, config } = options;
  if ((await countUsers(db)) > 0) return { created: false };
  const generatedPassword = config.adminPassword
    ? undefined
    : randomBytes(18).toString('base64url');
  const user = await createAdminUser({
    db,
    actor: SYSTEM_ACTOR,
    ifAbsent: true,
    input: {
      username: config.adminUsername,
      name: 'Administrator',
      email: `${config.adminUsername}@example.org`,
      password: config.adminPassword ?? generatedPassword!,
      roles: ['owner'],
    },
  });
  if (!user) return { created: false };
  if (!generatedPassword) return { created: true, username: user.username };
  mkdirSync(config.dataDir, { recursive: true });
  const file = path.join(config.dataDir, INITIAL_PASSWORD_FILE);
  writeFileSync(file, `${generatedPassword}\n`, { mode: 0o600 });
  return { created: true, username: user.username, generatedPassword, generatedPasswordFile: file };
}

/** One line for the start-up log that tells a person how to get in. */
export function describeSignIn(config: Config): string {
  const file = path.join(config.dataDir, INITIAL_PASSWORD_FILE);
  if (config.adminPassword)
    return `Sign in as "${config.adminUsername}" with the password from ADMIN_PASSWORD.`;
  if (existsSync(file)) return `Sign in as "${config.adminUsername}" with the password in ${file}.`;
  return 'Sign in with your admin account. Forgotten password: npm run admin -- reset-password --username <name>';
}
