import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../../db/client.ts';
import { settings } from '../../settings/settings.table.ts';

const KEY_SETTING = 'emailTrackingKey';
const SIGNATURE_BYTES = 16;

/**
 * The HMAC key of tracking links: 32 random bytes made on first use and kept in the settings
 * table, so every server instance signs and checks with the same key (ARCHITECTURE "Scaling
 * out") without another environment variable.
 */
async function readOrCreateKey(db: Database | Transaction): Promise<Buffer> {
  await db
    .insert(settings)
    .values({ key: KEY_SETTING, value: randomBytes(32).toString('base64') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, KEY_SETTING));
  return Buffer.from(row!.value as string, 'base64');
}

// The key never changes once made: read it once per database handle, not on every pixel.
const keys = new WeakMap<object, Promise<Buffer>>();
function trackingKey(db: Database | Transaction): Promise<Buffer> {
  let key = keys.get(db);
  if (!key) {
    key = readOrCreateKey(db);
    keys.set(db, key);
    key.catch(() => keys.delete(db));
  }
  return key;
}

export type TrackingSigner = {
  /** The token of a recipient's open pixel, or of one link when `url` is given. */
  sign(recipientId: string, url?: string): string;
  /** The recipient a token names, or null when it is malformed or its signature is wrong. */
  verify(token: string, url?: string): string | null;
  /** The token of a recipient's unsubscribe link: never valid as an open or click token. */
  signUnsubscribe(recipientId: string): string;
  verifyUnsubscribe(token: string): string | null;
};

const uuidToBytes = (id: string) => Buffer.from(id.replaceAll('-', ''), 'hex');
const bytesToUuid = (bytes: Buffer) =>
  bytes.toString('hex').replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, '$1-$2-$3-$4-$5');

/**
 * Token = base64url(recipient id ‖ first 16 bytes of HMAC-SHA256(kind, id, url)): 43 characters,
 * unguessable, and tied to one URL for clicks, so a token cannot redirect anywhere else.
 */
export async function trackingSigner(db: Database | Transaction): Promise<TrackingSigner> {
  const key = await trackingKey(db);
  const mac = (id: Buffer, purpose: string) =>
    createHmac('sha256', key).update(purpose).update(id).digest().subarray(0, SIGNATURE_BYTES);
  const purposeOf = (url: string | undefined) => (url === undefined ? 'open\n' : `click\n${url}\n`);
  const sign = (recipientId: string, purpose: string) => {
    const id = uuidToBytes(recipientId);
    return Buffer.concat([id, mac(id, purpose)]).toString('base64url');
  };
  const verify = (token: string, purpose: string) => {
    if (!/^[\w-]{43}$/.test(token)) return null;
    const bytes = Buffer.from(token, 'base64url');
    if (bytes.length !== 16 + SIGNATURE_BYTES) return null;
    const id = bytes.subarray(0, 16);
    const expected = mac(id, purpose);
    return timingSafeEqual(expected, bytes.subarray(16)) ? bytesToUuid(id) : null;
  };
  return {
    sign: (recipientId, url) => sign(recipientId, purposeOf(url)),
    verify: (token, url) => verify(token, purposeOf(url)),
    signUnsubscribe: (recipientId) => sign(recipientId, 'unsubscribe\n'),
    verifyUnsubscribe: (token) => verify(token, 'unsubscribe\n'),
  };
}
