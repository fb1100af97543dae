import { createHash } from 'node:crypto';

/** SHA-256 as lowercase hex: the form the certificate prints and verify compares. */
export const sha256Hex = (data: string | Uint8Array) =>
  createHash('sha256').update(data).digest('hex');
