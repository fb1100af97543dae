import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { BackupS3Settings } from '../../config.ts';
import { fileDigest } from './file-digest.ts';

/** A backup that has not arrived in this time is given up on, and the failure reported. */
const UPLOAD_TIME_LIMIT_MS = 30 * 60_000;

/** s3://bucket/prefix: where the owner finds the copies. */
export const s3Location = (s3: BackupS3Settings, name = '') =>
  `s3://${s3.bucket}/${s3.prefix}${name}`;

/**
 * The S3 client for backup copies. Credentials come only from the environment, through the
 * SDK's own chain (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, a profile, or the machine's
 * role). An S3-compatible service (BACKUP_S3_ENDPOINT) is addressed path-style, which they all
 * take; checksums are sent only when an operation needs them, since the SDK's newer default
 * (streamed CRC trailers) is refused by several S3-compatible servers; Content-MD5 guards the file.
 */
export function createBackupS3Client(s3: BackupS3Settings): S3Client {
  return new S3Client({
    region: s3.region,
    ...(s3.endpoint ? { endpoint: s3.endpoint, forcePathStyle: true } : {}),
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/**
 * Puts a finished backup into the bucket under `<prefix><file name>` with one PutObject (up to
 * 5 GB, far beyond a school's database). Content-MD5 makes the service refuse a copy that did not
 * arrive exactly as read here. Old copies are left to the bucket's own lifecycle rule (ADR 038).
 */
export async function copyToS3(options: {
  file: string;
  s3: BackupS3Settings;
  client: S3Client;
}): Promise<{ target: string }> {
  const { file, s3, client } = options;
  const name = path.basename(file);
  const { size } = await stat(file);
  const contentMd5 = await fileDigest(file, 'md5', 'base64');
  await client.send(
    new PutObjectCommand({
      Bucket: s3.bucket,
      Key: `${s3.prefix}${name}`,
      Body: createReadStream(file),
      ContentLength: size,
      ContentMD5: contentMd5,
      ContentType: 'application/gzip',
    }),
    { abortSignal: AbortSignal.timeout(UPLOAD_TIME_LIMIT_MS) },
  );
  return { target: s3Location(s3, name) };
}
