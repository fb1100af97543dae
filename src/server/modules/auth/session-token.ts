import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes as base64url: 43 characters, 256 bits. */
export const createSessionToken = () => randomBytes(32).toString('base64url');

export const hashSessionToken = (token: string) => createHash('sha256').update(token).digest('hex');

export const isWellFormedToken = (token: string) => /^[A-Za-z0-9_-]{43}$/.test(token);

export function readBearerToken(authorization: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  return match?.[1];
}
