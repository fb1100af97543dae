import { hash, verify } from '@node-rs/argon2';

// argon2id with OWASP's recommended minimum (19 MiB, 2 passes, 1 lane).
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, OPTIONS);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false; // A malformed stored hash never signs anyone in.
  }
}

/**
 * Checked when the username is unknown, so that a wrong username costs the same time as a wrong
 * password and the answer time does not reveal which accounts exist.
 */
let dummyHash: Promise<string> | undefined;
export function verifyAgainstDummy(password: string): Promise<boolean> {
  dummyHash ??= hashPassword('no-such-user-dummy-password');
  return dummyHash.then((h) => verifyPassword(h, password)).then(() => false);
}
