import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

/** s3rver's own fixed credentials: it checks request signatures made with them. */
export const LOCAL_S3_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export type LocalS3Server = {
  endpoint: string;
  /** The bytes of an object as the server stores it. */
  read(bucket: string, key: string): Promise<Buffer>;
  close(): Promise<void>;
};

/**
 * A real S3-compatible server on loopback (s3rver, from npm) with the given buckets, storing
 * objects in a temporary folder: backups copied to "S3" in tests arrive here over HTTP.
 */
export async function startLocalS3Server(buckets: string[]): Promise<LocalS3Server> {
  const directory = mkdtempSync(path.join(tmpdir(), 'local-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: buckets.map((name) => ({ name })),
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: LOCAL_S3_CREDENTIALS,
  });
  return {
    endpoint,
    async read(bucket, key) {
      const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      return Buffer.from(await object.Body!.transformToByteArray());
    },
    async close() {
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
