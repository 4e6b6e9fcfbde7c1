import path from 'node:path';
import { getConfig } from '#app/config.server';
import type { FileStorage } from './file-storage';
import { localFileStorage } from './local-file-storage.server';
import type { S3Options } from './s3-file-storage.server';

let current: FileStorage | undefined;

/** The process's file storage, chosen by the configuration: S3 when S3_BUCKET is set, else DATA_DIR/files. */
export function getFileStorage(): FileStorage {
  if (current) return current;
  const config = getConfig();
  current = config.s3 ? lazyS3FileStorage(config.s3) : localFileStorage(path.join(config.dataDir, 'files'));
  return current;
}

/** The AWS SDK (24 MB, most of a second at start) is loaded with the first file operation, and only with S3 set. */
function lazyS3FileStorage(options: S3Options): FileStorage {
  let storage: Promise<FileStorage> | undefined;
  const s3 = () => (storage ??= import('./s3-file-storage.server').then((module) => module.s3FileStorage(options)));
  return {
    put: async (key, body, contentType) => (await s3()).put(key, body, contentType),
    get: async (key) => (await s3()).get(key),
    delete: async (key) => (await s3()).delete(key),
    deleteOlderThan: async (prefix, before) => (await s3()).deleteOlderThan(prefix, before),
  };
}
