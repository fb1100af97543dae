import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';

/** A file's digest (hex or base64), read as a stream so a large backup never sits in memory. */
export async function fileDigest(
  file: string,
  algorithm: 'sha256' | 'md5',
  encoding: 'hex' | 'base64' = 'hex',
): Promise<string> {
  const hash = createHash(algorithm);
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest(encoding);
}
