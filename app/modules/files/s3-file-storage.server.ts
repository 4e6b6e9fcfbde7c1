import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { assertFileKey, assertPrefix, type FileStorage } from './file-storage';

export interface S3Options {
  bucket: string;
  region: string;
  /** An S3-compatible server's address (MinIO, Ceph, Garage…); empty for AWS itself. */
  endpoint?: string;
  /** Without them the SDK's own chain applies (environment, instance or task role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Most S3-compatible servers want the bucket in the path rather than the host name. */
  forcePathStyle: boolean;
  /** Keys go under this prefix, so one bucket can serve several installations. */
  prefix?: string;
}

/** Files in an S3 bucket, for several server nodes sharing them. */
export function s3FileStorage(options: S3Options): FileStorage {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint || undefined,
    forcePathStyle: options.forcePathStyle,
    credentials: options.credentials,
    // The SDK retries throttling and network errors itself; three tries keep a request within a user's patience.
    maxAttempts: 3,
  });
  const Bucket = options.bucket;
  const base = options.prefix ? `${options.prefix.replace(/\/$/, '')}/` : '';
  const keyOf = (key: string) => {
    assertFileKey(key);
    return `${base}${key}`;
  };
  return {
    async put(key, body, contentType) {
      await client.send(new PutObjectCommand({ Bucket, Key: keyOf(key), Body: body, ContentType: contentType }));
    },
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: keyOf(key) }));
        const bytes = await answer.Body?.transformToByteArray();
        if (!bytes) return null;
        return { body: Buffer.from(bytes), contentType: answer.ContentType ?? 'application/octet-stream' };
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(key) }));
    },
    async deleteOlderThan(prefix, before) {
      assertPrefix(prefix);
      let removed = 0;
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: `${base}${prefix}`, ContinuationToken }),
        );
        const stale = (page.Contents ?? []).filter(
          (item) => item.Key && item.LastModified && item.LastModified < before,
        );
        if (stale.length) {
          await client.send(
            new DeleteObjectsCommand({
              Bucket,
              Delete: { Objects: stale.map((item) => ({ Key: item.Key! })), Quiet: true },
            }),
          );
          removed += stale.length;
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return removed;
    },
  };
}
