import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** A local S3-compatible server on loopback with one bucket, for tests of the S3 file storage. */
export async function startS3Server(bucket: string) {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'prevzem-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const address = await server.run();
  return {
    /** Where s3rver keeps the objects, each as a file whose modification time is the object's LastModified. */
    directory,
    endpoint: `http://127.0.0.1:${address.port}`,
    // s3rver checks signatures made with these fixed keys.
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    async stop() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
