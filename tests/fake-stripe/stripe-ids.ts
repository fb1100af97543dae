import { randomBytes } from 'node:crypto';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

const randomBase62 = (length: number) =>
  [...randomBytes(length)].map((byte) => BASE62[byte % BASE62.length]).join('');

/**
 * Ids in Stripe's forms (`cs_test_…`, `pi_…`, `evt_…`). The counter keeps them unique within one
 * fake; the random tail keeps fakes of parallel test files from handing out the same ids to
 * one shared database.
 */
export function createIdFactory() {
  let counter = 0;
  return (prefix: string) => `${prefix}_${(++counter).toString(36)}${randomBase62(16)}`;
}

export type NewId = ReturnType<typeof createIdFactory>;
